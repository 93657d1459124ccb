/**
 * A student's attempts at one case as the teacher and the student read them: every attempt, reset
 * ones included, newest first, each marked when the grade counts it, and the grade the class's
 * method gives.
 */
import type { AttemptHistoryData } from '../../schemas/api/grades.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { AppContext } from '../context.ts';
import type { Attempt, GradingMethod, User } from '../storage/types.ts';
import { DEFAULT_GRADING_METHOD, gradeOf } from './grading.ts';

export const attemptHistory = (
  scenario: Scenario,
  attempts: readonly Attempt[],
  method: GradingMethod,
): AttemptHistoryData => {
  const mine = attempts.filter((a) => a.caseId === scenario.id);
  const grade = gradeOf(mine, method, scenario.passScore);
  const counted = new Set(grade?.counted ?? []);
  return {
    caseId: scenario.id,
    title: scenario.title,
    totalScore: scenario.totalScore,
    passScore: scenario.passScore,
    gradingMethod: method,
    grade:
      grade && grade.score !== null ? { score: grade.score, passed: grade.passed ?? false } : null,
    attempts: [...mine]
      .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id.localeCompare(a.id))
      .map((a) => ({
        id: a.id,
        status: a.status,
        score: a.score,
        passed: a.passed,
        startedAt: a.startedAt,
        submittedAt: a.submittedAt,
        counted: counted.has(a.id),
      })),
  };
};

/** The grading method of a student's class (the default without a class). */
export const gradingMethodOf = async (
  ctx: Pick<AppContext, 'storage'>,
  user: Pick<User, 'classId'>,
): Promise<GradingMethod> => {
  const cls = user.classId ? await ctx.storage.getClass(user.classId) : null;
  return cls?.gradingMethod ?? DEFAULT_GRADING_METHOD;
};
