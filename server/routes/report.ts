/**
 * POST /api/PracticeTraining/TrainingReport: the signed-in student's training report — who they
 * are, their cases by scene category and by module (total, completed, average score), and each
 * submitted case as an assessment result with its rank among the class's submitted attempts and
 * the teacher's rating and comment. Reads only the student's own attempts and their class's rows.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../schemas/api/envelope.ts';
import { TrainingReportData } from '../../schemas/api/practice.ts';
import { CASE_TYPES, MODULES } from '../../schemas/common.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { standing } from '../attempts/standing.ts';
import type { AppContext } from '../context.ts';
import type { Attempt } from '../storage/types.ts';
import { ok } from './operate.ts';

const average = (xs: readonly number[]) =>
  xs.length ? Math.round((xs.reduce((n, x) => n + x, 0) / xs.length) * 10) / 10 : null;

/** Total, completed and average over the cases a filter keeps. */
const tally = (cases: readonly Scenario[], mine: ReadonlyMap<string, Attempt>) => {
  const done = cases.flatMap((c) => {
    const a = mine.get(c.id);
    return a?.status === 'submitted' ? [a.score ?? 0] : [];
  });
  return { total: cases.length, completed: done.length, average: average(done) };
};

export const reportRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/TrainingReport',
      { schema: { tags: ['PracticeTraining'], response: { 200: Envelope(TrainingReportData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const cases = ctx.catalogue.list();
        const cls = user.classId ? await ctx.storage.getClass(user.classId) : null;
        const school = cls ? await ctx.storage.getSchool(cls.schoolId) : null;
        const teacher = cls?.teacherId ? await ctx.storage.getUserById(cls.teacherId) : null;
        const mine = standing(await ctx.storage.listAttempts(user.id)).get(user.id) ?? new Map();
        const classmates = cls
          ? (await ctx.storage.listClassUsers(cls.id)).filter((u) => u.role === 'student')
          : [];
        const theirs = standing(await ctx.storage.listAttemptsOfUsers(classmates.map((u) => u.id)));
        const assessments = [];
        for (const c of cases) {
          const a = mine.get(c.id);
          if (a?.status !== 'submitted' || !a.submittedAt) continue;
          const scores = classmates.flatMap((u) => {
            const x = theirs.get(u.id)?.get(c.id);
            return x?.status === 'submitted' ? [x.score ?? 0] : [];
          });
          const score = a.score ?? 0;
          const { state } = await ctx.attempts.load(a);
          assessments.push({
            userCaseID: a.id,
            caseID: c.id,
            title: c.title,
            caseType: c.caseType,
            submittedAt: a.submittedAt,
            score,
            totalScore: c.totalScore,
            passed: a.passed ?? false,
            classRank: cls ? 1 + scores.filter((s) => s > score).length : null,
            classSize: scores.length,
            review: state.review,
          });
        }
        assessments.sort((x, y) => y.submittedAt.localeCompare(x.submittedAt));
        return ok({
          student: {
            name: user.displayName,
            account: user.username,
            school: school?.name ?? null,
            className: cls?.name ?? null,
            teacher: teacher?.displayName ?? null,
          },
          byCategory: CASE_TYPES.map((caseType) => ({
            caseType,
            ...tally(
              cases.filter((c) => c.caseType === caseType),
              mine,
            ),
          })).filter((r) => r.total > 0),
          byModule: MODULES.map((module) => ({
            module,
            ...tally(
              cases.filter((c) => c.modules.includes(module)),
              mine,
            ),
          })).filter((r) => r.total > 0),
          assessments,
        });
      },
    );
  };
