/**
 * Exam time the server owns (issue 25 §2, docs/adr/0028-exam-time.md): when a student may start,
 * the deadline of an attempt with its accommodation, whether a write received at an instant
 * counts, and which attempts a scheduler must submit now. Pure: every instant is an argument.
 */
import type { ExamAccommodation, ExamSettings } from '../../schemas/exams.ts';

const MINUTE = 60_000;

/** An exam's settings with what the teacher did while it ran. */
export type ExamClock = Pick<ExamSettings, 'opensAt' | 'closesAt' | 'limitMinutes'> & {
  /** Set when the teacher ended the exam early for everyone: no deadline is later. */
  endedAt?: number;
};

/** The student's own window: an accommodation may open it later and close it later. */
export const personalWindow = (
  exam: ExamClock,
  acc: ExamAccommodation = {},
): { opensAt: number; closesAt: number } => ({
  opensAt: acc.opensAt ?? exam.opensAt,
  closesAt: Math.max(acc.closesAt ?? exam.closesAt, exam.closesAt),
});

/** The time limit with the accommodation's factor and extra minutes, in milliseconds. */
export const personalLimitMs = (exam: ExamClock, acc: ExamAccommodation = {}): number =>
  Math.round(exam.limitMinutes * MINUTE * (acc.factor ?? 1)) + (acc.extraMinutes ?? 0) * MINUTE;

/**
 * The deadline of an attempt started at `startedAt`: the earlier of start + personal limit and
 * the personal window's close — where the close moves by the extra time, so an extension is never
 * cut off by the class's window (quiz-extensions #30) — and never after the teacher ended it.
 */
export const examDeadline = (
  exam: ExamClock,
  startedAt: number,
  acc: ExamAccommodation = {},
): number => {
  const limit = personalLimitMs(exam, acc);
  const extra = limit - exam.limitMinutes * MINUTE;
  const byLimit = startedAt + limit;
  const byWindow = personalWindow(exam, acc).closesAt + extra;
  const deadline = Math.min(byLimit, byWindow);
  return exam.endedAt === undefined
    ? deadline
    : Math.min(deadline, Math.max(exam.endedAt, startedAt));
};

/**
 * The deadline of an attempt in progress after its accommodation changed or the teacher ended the
 * exam at `now`: the new deadline, but never before `now` — a change never makes a student late
 * retroactively, and answers already stored stay in time.
 */
export const deadlineAfterChange = (
  exam: ExamClock,
  startedAt: number,
  acc: ExamAccommodation | undefined,
  now: number,
): number => Math.max(examDeadline(exam, startedAt, acc), now);

/** How the extra time of an accommodation reads: minutes over the class's limit. */
export const extraMinutes = (exam: ExamClock, acc: ExamAccommodation = {}): number =>
  Math.round((personalLimitMs(exam, acc) - exam.limitMinutes * MINUTE) / MINUTE);

export type StartRefusal =
  | 'exam.error.notOpen'
  | 'exam.error.closed'
  | 'exam.error.ended'
  | 'exam.error.noAttemptsLeft'
  | 'exam.error.alreadyStarted';

/** Whether a student may start an attempt now, or the message key that says why not. */
export const canStartExam = (
  exam: ExamClock & { attemptsAllowed: number },
  now: number,
  acc: ExamAccommodation,
  attempts: { started: number; inProgress: boolean },
): { ok: true } | { ok: false; reason: StartRefusal } => {
  const win = personalWindow(exam, acc);
  if (attempts.inProgress) return { ok: false, reason: 'exam.error.alreadyStarted' };
  if (exam.endedAt !== undefined && now >= exam.endedAt)
    return { ok: false, reason: 'exam.error.ended' };
  if (now < win.opensAt) return { ok: false, reason: 'exam.error.notOpen' };
  if (now >= win.closesAt) return { ok: false, reason: 'exam.error.closed' };
  if (attempts.started >= exam.attemptsAllowed + (acc.extraAttempts ?? 0))
    return { ok: false, reason: 'exam.error.noAttemptsLeft' };
  return { ok: true };
};

/**
 * A write (an answer, a command, a submit) counts when the server received it strictly before the
 * deadline; the last saved answer before it is what is graded (Moodle's rule). No grace period: a
 * client's clock or queue stamp is never trusted.
 */
export const writeInTime = (receivedAt: number, deadline: number): boolean => receivedAt < deadline;

/** The attempts a scheduler must submit at `now`: in progress and at or past their deadline. */
export const dueForAutoSubmit = <A extends { status: string; deadline: number }>(
  attempts: readonly A[],
  now: number,
): A[] => attempts.filter((a) => a.status === 'inProgress' && a.deadline <= now);

/** When the scheduler must next wake, or null when nothing is in progress. */
export const nextWake = (
  attempts: readonly { status: string; deadline: number }[],
): number | null => {
  let next: number | null = null;
  for (const a of attempts)
    if (a.status === 'inProgress' && (next === null || a.deadline < next)) next = a.deadline;
  return next;
};
