/** gradeOf and gradeBook: each grading method, resets of submitted and in-progress attempts. */
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../storage/types.ts';
import { GRADING_METHODS, gradeBook, gradeOf, meanOf, wasSubmitted } from './grading.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 8, minute)).toISOString();
let n = 0;
const attempt = (over: Partial<Attempt> & { started: number; submitted?: number }): Attempt => {
  const { started, submitted, ...rest } = over;
  n += 1;
  return {
    id: `a${n}`,
    userId: 'u1',
    caseId: 'c1',
    mode: 'practice',
    caseVersion: 'v1',
    seed: n,
    status: submitted === undefined ? 'inProgress' : 'submitted',
    score: null,
    passed: null,
    startedAt: at(started),
    submittedAt: submitted === undefined ? null : at(submitted),
    ...rest,
  };
};
/** A submitted attempt with its score (pass line 60), reset afterwards when asked. */
const done = (started: number, score: number, reset = false) =>
  attempt({
    started,
    submitted: started + 5,
    score,
    passed: score >= 60,
    ...(reset ? { status: 'reset' as const } : {}),
  });

describe('gradeOf', () => {
  // Submitted 45 (then reset), 80 (then reset), 70 (standing); one in progress reset without a
  // submission; the latest in progress.
  const history = () => [
    done(0, 45, true),
    done(10, 80, true),
    attempt({ started: 20, status: 'reset' }),
    done(30, 70, true),
    attempt({ started: 40 }),
  ];

  it('highest: the best submitted attempt, also one reset since', () => {
    const as = history();
    const g = gradeOf(as, 'highest', 60)!;
    expect(g).toMatchObject({
      attemptId: as[1]!.id,
      status: 'submitted',
      score: 80,
      passed: true,
      attempts: 5,
      submitted: 3,
      counted: [as[1]!.id],
      submittedAt: at(15),
      lastActivity: at(40),
    });
  });

  it('last and first submitted: by submission time, whatever the list order', () => {
    const as = history().reverse();
    expect(gradeOf(as, 'last', 60)).toMatchObject({ score: 70, attemptId: as[1]!.id });
    expect(gradeOf(as, 'first', 60)).toMatchObject({
      score: 45,
      passed: false,
      attemptId: as[4]!.id,
    });
  });

  it('average: every submitted attempt, one decimal; passes on the pass line', () => {
    const as = history();
    const g = gradeOf(as, 'average', 60)!;
    expect(g.score).toBe(65);
    expect(g.passed).toBe(true);
    expect(g.counted).toEqual([as[0]!.id, as[1]!.id, as[3]!.id]);
    // It stands for the last submitted attempt.
    expect(g.attemptId).toBe(as[3]!.id);
    expect(gradeOf([done(0, 50), done(10, 60), done(20, 60)], 'average', 60)).toMatchObject({
      score: 56.7,
      passed: false,
    });
  });

  it('a failing submission reset and started over still counts', () => {
    const failed = done(0, 30, true);
    const open = attempt({ started: 10 });
    for (const method of GRADING_METHODS) {
      expect(gradeOf([open, failed], method, 60)).toMatchObject({
        attemptId: failed.id,
        status: 'submitted',
        score: 30,
        passed: false,
        attempts: 2,
        submitted: 1,
      });
    }
  });

  it('without a submission: the attempt in progress, or only reset ones; no score', () => {
    const reset = attempt({ started: 0, status: 'reset' });
    const open = attempt({ started: 5 });
    expect(gradeOf([reset, open], 'highest', 60)).toMatchObject({
      attemptId: open.id,
      status: 'inProgress',
      score: null,
      passed: null,
      attempts: 2,
      submitted: 0,
      counted: [],
    });
    expect(gradeOf([reset], 'average', 60)).toMatchObject({ status: 'reset', score: null });
    expect(gradeOf([], 'highest', 60)).toBeNull();
  });

  it('highest keeps the first attempt that reached the best score', () => {
    const a = done(0, 70);
    const b = done(10, 70);
    expect(gradeOf([b, a], 'highest', 60)?.attemptId).toBe(a.id);
  });

  it('wasSubmitted: a reset row that kept its submission', () => {
    expect(wasSubmitted(done(0, 10, true))).toBe(true);
    expect(wasSubmitted(attempt({ started: 0, status: 'reset' }))).toBe(false);
  });
});

describe('gradeBook', () => {
  it('grades each student and case; cases it does not know are left out', () => {
    const as = [
      done(0, 50),
      done(10, 90),
      { ...done(0, 20), userId: 'u2' },
      { ...done(0, 99), caseId: 'gone' },
      { ...done(0, 40), caseId: 'c2', passed: true },
    ];
    const pass = (id: string) => ({ c1: 60, c2: 30 })[id];
    const book = gradeBook(as, 'first', pass);
    expect(book.get('u1')?.get('c1')?.score).toBe(50);
    expect(book.get('u1')?.get('c2')).toMatchObject({ score: 40, passed: true });
    expect(book.get('u1')?.has('gone')).toBe(false);
    expect(book.get('u2')?.get('c1')?.score).toBe(20);
    expect(gradeBook(as, 'highest', pass).get('u1')?.get('c1')?.score).toBe(90);
  });

  it('meanOf: one decimal, null when empty', () => {
    expect(meanOf([1, 2, 2])).toBe(1.7);
    expect(meanOf([])).toBeNull();
  });
});
