/**
 * /api/PracticeTraining/UserCaseLogList, LogInfo and DeleteLogInfo: the follow-up log of the
 * student's own attempt (another's answers 404). Changes are engine commands: a closed attempt
 * answers 409, a field over its limit 422 with the field, and a refusal stores nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AttemptState } from '../../engine/attempt/state.ts';
import * as L from '../../schemas/api/followUpLog.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import type { AppContext } from '../context.ts';

const ok = <T>(data: T) => ({ status: 'success' as const, message: '', data });
const tags = ['PracticeTraining'];
const response = { 200: Envelope(L.LogListData) };

/** The log as the spec's list names its fields. */
const listOf = (state: AttemptState): L.LogListData => ({
  list: state.followUpLog.items.map(({ kind, ...item }) => ({ ...item, type: kind })),
});

export const followUpLogRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/UserCaseLogList',
      { schema: { tags, body: L.LogListBody, response } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const { state } = await ctx.attempts.load(attempt);
        return ok(listOf(state));
      },
    );

    app.post('/LogInfo', { schema: { tags, body: L.LogInfoBody, response } }, async (req) => {
      const { user } = await ctx.auth(req);
      await ctx.writes(req, user.id);
      const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
      const { userCaseID: _, type, ...fields } = req.body;
      const r = await ctx.attempts.execute(
        user,
        attempt,
        { type: 'SaveFollowUpLog', ...fields, kind: type },
        ctx.now(),
      );
      return ok(listOf(r.state));
    });

    app.post(
      '/DeleteLogInfo',
      { schema: { tags, body: L.DeleteLogInfoBody, response } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const r = await ctx.attempts.execute(
          user,
          attempt,
          { type: 'DeleteFollowUpLog', id: req.body.id },
          ctx.now(),
        );
        return ok(listOf(r.state));
      },
    );
  };
