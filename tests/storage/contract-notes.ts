/**
 * Contract: a teacher's notes — the attempts of a user that hold events of the teacher's actor (a
 * rating, a comment, an adjustment) with the latest one's time, reset attempts included, and when
 * the student last opened each analysis (a later time replaces an earlier one, never the reverse).
 */
import { expect, it } from 'vitest';
import type { NewEvent, Storage } from '../../server/storage/types.ts';
import { at, attempt, ev, seed, student, teacher } from './harness.ts';
import type { Factory } from './harness.ts';

const byTeacher = (type: string, minute: number): NewEvent => ({
  type,
  data: {},
  metadata: { now: at(minute), actor: { kind: 'teacher', id: teacher.id } },
});

export function noteContract(factory: Factory): void {
  let s: Storage;

  it("lists the attempts with a teacher's events, the latest first, and when each was seen", async () => {
    s = (await factory()).storage;
    await seed(s);
    await s.createAttempt(attempt({ id: 'n1', caseId: 'case-a' }), [ev('AttemptStarted', {}, 1)]);
    await s.createAttempt(attempt({ id: 'n2', caseId: 'case-b' }), [ev('AttemptStarted', {}, 1)]);
    await s.createAttempt(attempt({ id: 'n3', caseId: 'case-a', mode: 'exam' }), [
      ev('AttemptStarted', {}, 1),
    ]);
    // n1: the student's own events only (a review request is not the teacher's).
    await s.appendEvents('n1', 1, [ev('PointReviewRequested', {}, 20)]);
    // n2: rated, then adjusted later; n3: rated.
    await s.appendEvents('n2', 1, [
      byTeacher('AttemptReviewed', 30),
      byTeacher('PointOverridden', 50),
    ]);
    await s.appendEvents('n3', 1, [byTeacher('AttemptReviewed', 40)]);
    expect(await s.teacherNotes(student.id)).toEqual([
      { attemptId: 'n2', caseId: 'case-b', latestAt: at(50), seenAt: null },
      { attemptId: 'n3', caseId: 'case-a', latestAt: at(40), seenAt: null },
    ]);
    expect(await s.teacherNotes(teacher.id)).toEqual([]);

    await s.markNotesSeen('n2', at(45));
    await s.markNotesSeen('n3', at(41));
    // An earlier time (a slow request) never moves the mark back.
    await s.markNotesSeen('n3', at(35));
    expect(await s.teacherNotes(student.id)).toEqual([
      { attemptId: 'n2', caseId: 'case-b', latestAt: at(50), seenAt: at(45) },
      { attemptId: 'n3', caseId: 'case-a', latestAt: at(40), seenAt: at(41) },
    ]);
    await s.markNotesSeen('n2', at(55));
    expect((await s.teacherNotes(student.id))[0]).toMatchObject({ seenAt: at(55) });
  });
}
