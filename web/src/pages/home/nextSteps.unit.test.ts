/** The home page's choices: the case to continue and the courses to go on with. */
import { describe, expect, it } from 'vitest';
import type { CourseListData } from '../../../../schemas/api/courses.ts';
import type { CaseListItem } from '../../../../schemas/api/practice.ts';
import { caseToContinue, coursesToContinue, courseTotals } from './nextSteps.ts';

const item = (caseID: string, status: CaseListItem['status'], startedAt: string | null) =>
  ({ caseID, status, startedAt }) as CaseListItem;
type Course = CourseListData['list'][number];
const course = (courseID: string, read: number, sections: number, last: string | null) =>
  ({
    courseID,
    nextSectionID: `${courseID}-s`,
    progress: { sections, sectionsRead: read, studySeconds: 0, lastStudiedAt: last },
  }) as Course;

describe('caseToContinue', () => {
  it('picks the case in progress started last', () => {
    const list = [
      item('a', 'inProgress', '2026-01-01T08:00:00Z'),
      item('b', 'submitted', '2026-01-03T08:00:00Z'),
      item('c', 'inProgress', '2026-01-02T08:00:00Z'),
      item('d', 'notStarted', null),
    ];
    expect(caseToContinue(list)?.caseID).toBe('c');
  });
  it('is null without a case in progress', () => {
    expect(caseToContinue([item('b', 'submitted', '2026-01-03T08:00:00Z')])).toBeNull();
  });
});

describe('coursesToContinue', () => {
  it('lists the unfinished courses studied, last studied first, at most max', () => {
    const list = [
      course('new', 0, 4, null),
      course('old', 1, 4, '2026-01-01T08:00:00Z'),
      course('done', 4, 4, '2026-01-05T08:00:00Z'),
      course('recent', 2, 4, '2026-01-03T08:00:00Z'),
      course('mid', 3, 4, '2026-01-02T08:00:00Z'),
    ];
    expect(coursesToContinue(list, 2).map((c) => c.courseID)).toEqual(['recent', 'mid']);
  });
  it('offers the first unfinished course when none was studied, and none when all are read', () => {
    expect(
      coursesToContinue([course('a', 3, 3, null), course('b', 0, 2, null)]).map((c) => c.courseID),
    ).toEqual(['b']);
    expect(coursesToContinue([course('a', 3, 3, '2026-01-01T08:00:00Z')])).toEqual([]);
  });
  it('sums sections read across courses', () => {
    expect(courseTotals([course('a', 1, 3, null), course('b', 2, 5, null)])).toEqual({
      read: 3,
      sections: 8,
    });
  });
});
