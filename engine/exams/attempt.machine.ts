/**
 * The exam attempt lifecycle as an XState v5 machine, used as a pure transition function (the
 * engine never runs an actor):
 *   notStarted → (START) inProgress → (SUBMIT) submitted | (DEADLINE) autoSubmitted
 *   submitted | autoSubmitted → (GRADE) graded → (RELEASE) released
 *   graded → (GRADE) graded;  released → (GRADE) released   (a regrade after a question fix)
 * A deadline change (an accommodation, the teacher ending the exam) is data, not a state: the
 * attempt stays inProgress with a new deadline (engine/exams/timing.ts).
 */
import { setup, transition } from 'xstate';
import type { ExamAttemptStatus } from '../../schemas/exams.ts';

export type ExamMachineEventType = 'START' | 'SUBMIT' | 'DEADLINE' | 'GRADE' | 'RELEASE';
export const EXAM_MACHINE_EVENTS: readonly ExamMachineEventType[] = [
  'START',
  'SUBMIT',
  'DEADLINE',
  'GRADE',
  'RELEASE',
];

export const examAttemptMachine = setup({
  types: { events: {} as { type: ExamMachineEventType } },
}).createMachine({
  id: 'examAttempt',
  initial: 'notStarted',
  states: {
    notStarted: { on: { START: { target: 'inProgress' } } },
    inProgress: {
      on: { SUBMIT: { target: 'submitted' }, DEADLINE: { target: 'autoSubmitted' } },
    },
    submitted: { on: { GRADE: { target: 'graded' } } },
    autoSubmitted: { on: { GRADE: { target: 'graded' } } },
    graded: { on: { GRADE: { target: 'graded' }, RELEASE: { target: 'released' } } },
    released: { on: { GRADE: { target: 'released' } } },
  },
});

const memo = new Map<string, ExamAttemptStatus | null>();

/** The status after a lifecycle event, or null when the machine refuses it (memoised). */
export const nextExamStatus = (
  status: ExamAttemptStatus,
  event: ExamMachineEventType,
): ExamAttemptStatus | null => {
  const key = `${status}|${event}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const snapshot = examAttemptMachine.resolveState({ value: status, context: undefined });
  let next: ExamAttemptStatus | null = null;
  if (snapshot.can({ type: event })) {
    const [after] = transition(examAttemptMachine, snapshot, { type: event });
    next = after.value as ExamAttemptStatus;
  }
  memo.set(key, next);
  return next;
};

/** Whether answers may still be written to an attempt in this status (before its deadline). */
export const examAcceptsAnswers = (status: ExamAttemptStatus): boolean => status === 'inProgress';
