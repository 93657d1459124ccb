/**
 * POST /api/PracticeTraining/CaseAttempts: the signed-in user's own attempts at one case, reset
 * ones included, newest first, with the grade their class's method gives (the teacher's view of
 * the same is /api/Teacher/StudentCaseAttempts). There is no id to ask for someone else's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../schemas/api/envelope.ts';
import { AttemptHistoryData, CaseAttemptsBody } from '../../schemas/api/grades.ts';
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
  };
