/**
 * POST /api/PracticeTraining/CaseAttempts: the signed-in user's own attempts at one case, reset
 * ones included, newest first, with the grade their class's method gives (the teacher's view of
 * the same is /api/Teacher/StudentCaseAttempts); PracticeAchievement: their submitted attempts at
 * every case over time (/practiceAchievement). There is no id to ask for someone else's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../schemas/api/envelope.ts';
import { AttemptHistoryData, CaseAttemptsBody } from '../../schemas/api/grades.ts';
import { PracticeAchievementData } from '../../schemas/api/practiceAchievement.ts';
import { practiceAchievement } from '../attempts/achievement.ts';
import { attemptHistory, gradingMethodOf } from '../attempts/history.ts';
import type { AppContext } from '../context.ts';
import { ok } from './operate.ts';

export const caseAttemptsRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/CaseAttempts',
      {
        schema: {
          tags: ['PracticeTraining'],
          body: CaseAttemptsBody,
          response: { 200: Envelope(AttemptHistoryData) },
        },
      },
      async (req) => {
        const { user } = await ctx.auth(req);
        const scenario = ctx.attempts.scenario(req.body.caseID);
        const attempts = await ctx.storage.listAttempts(user.id, { includeReset: true });
        return ok(attemptHistory(scenario, attempts, await gradingMethodOf(ctx, user)));
      },
    );
    app.post(
      '/PracticeAchievement',
      {
        schema: {
          tags: ['PracticeTraining'],
          response: { 200: Envelope(PracticeAchievementData) },
        },
      },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempts = await ctx.storage.listAttempts(user.id, { includeReset: true });
        return ok(
          practiceAchievement(
            attempts,
            await gradingMethodOf(ctx, user),
            (caseId) => ctx.attempts.versions.latest(caseId)?.scenario,
          ),
        );
      },
    );
  };
