/** What the home page offers next: the case to continue and the courses to go on with. */
import type { CaseListItem } from '../../../../schemas/api/practice.ts';
import type { CourseListData } from '../../../../schemas/api/courses.ts';

type Course = CourseListData['list'][number];

/** The case in progress started last, if any. */
export const caseToContinue = (list: readonly CaseListItem[]): CaseListItem | null =>
  list
    .filter((c) => c.status === 'inProgress')
    .reduce<CaseListItem | null>(
      (best, c) => (best === null || (c.startedAt ?? '') > (best.startedAt ?? '') ? c : best),
      null,
    );

const unfinished = (c: Course) => c.progress.sectionsRead < c.progress.sections;

/**
 * Up to `max` courses to go on with: the unfinished ones studied, last studied first; then, if
 * none was studied yet, the first unfinished one in the catalogue's order.
 */
export const coursesToContinue = (list: readonly Course[], max = 3): Course[] => {
  const studied = list
    .filter((c) => unfinished(c) && c.progress.lastStudiedAt !== null)
    .sort((a, b) => (b.progress.lastStudiedAt ?? '').localeCompare(a.progress.lastStudiedAt ?? ''));
  if (studied.length > 0) return studied.slice(0, max);
  const first = list.find(unfinished);
  return first ? [first] : [];
};

/** Sections read and in all across the courses. */
export const courseTotals = (list: readonly Course[]) => ({
  read: list.reduce((n, c) => n + c.progress.sectionsRead, 0),
  sections: list.reduce((n, c) => n + c.progress.sections, 0),
});
