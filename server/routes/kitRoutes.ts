/**
 * The kit's standard routes of a module, from its declaration (kit.ts): the list, the command
 * routes (the shared Operate call), the evidence files; then the module's own routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../schemas/api/envelope.ts';
import { OperateData } from '../../schemas/api/operate.ts';
import type { AppContext } from '../context.ts';
import { evidenceFileRoutes } from './evidenceFiles.ts';
import type { ServerModule } from './kit.ts';
import { currentAttempt, ok, operate } from './operate.ts';

export const kitRoutes =
  (m: ServerModule, tag: string) =>
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const tags = [tag];
    const { list } = m;
    if (list)
      for (const path of list.paths)
        app.post(
          path,
          { schema: { tags, body: list.body, response: { 200: Envelope(list.data) } } },
          async (req) => {
            const query = req.body as { userCaseID: string };
            const view = await currentAttempt(ctx, req, query.userCaseID);
            return ok(list.view(view, query as never, ctx.now().toISOString()));
          },
        );
    for (const { path, body, prepare } of m.commands ?? [])
      app.post(
        path,
        { schema: { tags, body, response: { 200: Envelope(OperateData) } } },
        async (req) =>
          operate(
            ctx,
            req,
            req.body as Parameters<typeof operate>[2],
            prepare && ((attempt, command) => prepare(ctx, attempt, command)),
          ),
      );
    if (m.files) evidenceFileRoutes(app, ctx, tags, m.files);
    if (m.routes) await app.register(m.routes(ctx));
  };
