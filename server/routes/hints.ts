/** /api/PracticeTraining/Hints and OpenHint: the case's hints, texts only once opened. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hintsView } from '../../engine/attempt/hints.ts';
import * as H from '../../schemas/api/hints.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import type { AppContext } from '../context.ts';

const ok = <T>(data: T) => ({ status: 'success' as const, message: '', data });
const tags = ['PracticeTraining'];

export const hintRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/Hints',
      { schema: { tags, body: H.HintsBody, response: { 200: Envelope(H.HintsData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const { scenario, state } = await ctx.attempts.load(attempt);
        return ok(hintsView(scenario, state));
      },
    );

    app.post(
      '/OpenHint',
      { schema: { tags, body: H.OpenHintBody, response: { 200: Envelope(H.HintsData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const r = await ctx.attempts.execute(
          user,
          attempt,
          { type: 'OpenHint', index: req.body.index },
          ctx.now(),
        );
        return ok(hintsView(r.scenario, r.state));
      },
    );
  };
