/**
 * What a student may see of an exam attempt afterwards (issue 25 §1): the teacher's review policy
 * names a level and when it opens; before that, nothing but the fact it was submitted.
 */
import type { ExamAttemptStatus, ExamReviewLevel, ExamReviewPolicy } from '../../schemas/exams.ts';
import { EXAM_REVIEW_LEVELS } from '../../schemas/exams.ts';

/** The review level open to the student now, or null when nothing is shown yet. */
export const reviewOpen = (
  policy: ExamReviewPolicy,
  status: ExamAttemptStatus,
  now: number,
  closesAt: number,
): ExamReviewLevel | null => {
  if (status !== 'released' && status !== 'graded') return null;
  if (policy.from === 'released') return status === 'released' ? policy.level : null;
  return now >= closesAt ? policy.level : null;
};

/** Whether a review level includes another (each level includes the ones before it). */
export const reviewIncludes = (open: ExamReviewLevel | null, wanted: ExamReviewLevel): boolean =>
  open !== null && EXAM_REVIEW_LEVELS.indexOf(open) >= EXAM_REVIEW_LEVELS.indexOf(wanted);
