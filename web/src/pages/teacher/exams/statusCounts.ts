/** How many students of an exam are at each status, in the order an exam goes through them. */
import { EXAM_ATTEMPT_STATUSES, type ExamAttemptStatus } from '../../../../../schemas/exams.ts';

export const statusCounts = (
  students: readonly { status: ExamAttemptStatus }[],
): [ExamAttemptStatus, number][] =>
  EXAM_ATTEMPT_STATUSES.map((s): [ExamAttemptStatus, number] => [
    s,
    students.filter((x) => x.status === s).length,
  ]).filter(([, n]) => n > 0);
