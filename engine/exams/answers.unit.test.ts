/** Exam answer saves: only in the paper, in progress, before the deadline, never a stale one. */
import { describe, expect, it } from 'vitest';
import { decideAnswerSave, type AttemptForSave } from './answers.ts';

const attempt = (over: Partial<AttemptForSave> = {}): AttemptForSave => ({
  status: 'inProgress',
  deadline: 10_000,
  paper: new Set(['q1', 'q2']),
  stored: new Map([['q1', 3]]),
  ...over,
});

describe('decideAnswerSave', () => {
  it('stores a newer answer to a paper question before the deadline', () => {
    expect(decideAnswerSave(attempt(), { questionId: 'q1', seq: 4, receivedAt: 9_999 })).toEqual({
      ok: true,
    });
    expect(decideAnswerSave(attempt(), { questionId: 'q2', seq: 1, receivedAt: 0 })).toEqual({
      ok: true,
    });
  });
  it('refuses each bad save with its key', () => {
    const r = (a: AttemptForSave, questionId: string, seq: number, receivedAt: number) =>
      decideAnswerSave(a, { questionId, seq, receivedAt });
    expect(r(attempt(), 'q9', 9, 0)).toEqual({ ok: false, reason: 'exam.error.notInPaper' });
    expect(r(attempt({ status: 'submitted' }), 'q1', 9, 0)).toEqual({
      ok: false,
      reason: 'exam.error.notInProgress',
    });
    expect(r(attempt(), 'q1', 9, 10_000)).toEqual({
      ok: false,
      reason: 'exam.error.afterDeadline',
    });
    expect(r(attempt(), 'q1', 3, 0)).toEqual({ ok: false, reason: 'exam.error.staleAnswer' });
  });
});
