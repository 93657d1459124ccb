/**
 * Whether an exam answer save is stored (issue 25 §2): only in an attempt in progress, before its
 * deadline, for a question of the student's own paper, and never an older save over a newer one
 * (a second tab or a replayed outbox carries a per-question sequence number).
 */
import type { ExamAttemptStatus } from '../../schemas/exams.ts';
import { examAcceptsAnswers } from './attempt.machine.ts';
import { writeInTime } from './timing.ts';

export type AnswerRefusal =
  | 'exam.error.notInProgress'
  | 'exam.error.afterDeadline'
  | 'exam.error.notInPaper'
  | 'exam.error.staleAnswer';

export type AnswerSave = { questionId: string; seq: number; receivedAt: number };
export type AttemptForSave = {
  status: ExamAttemptStatus;
  deadline: number;
  paper: ReadonlySet<string>;
  /** The sequence number of the answer stored for each question. */
  stored: ReadonlyMap<string, number>;
};

export const decideAnswerSave = (
  attempt: AttemptForSave,
  save: AnswerSave,
): { ok: true } | { ok: false; reason: AnswerRefusal } => {
  if (!attempt.paper.has(save.questionId)) return { ok: false, reason: 'exam.error.notInPaper' };
  if (!examAcceptsAnswers(attempt.status)) return { ok: false, reason: 'exam.error.notInProgress' };
  if (!writeInTime(save.receivedAt, attempt.deadline))
    return { ok: false, reason: 'exam.error.afterDeadline' };
  const stored = attempt.stored.get(save.questionId);
  if (stored !== undefined && save.seq <= stored)
    return { ok: false, reason: 'exam.error.staleAnswer' };
  return { ok: true };
};
