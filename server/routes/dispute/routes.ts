/**
 * /api/PTDispute: the store's disputes (list, Detail, Operate; Upload and File for evidence).
 * Evidence names uploads by id: each must be this attempt's; the server completes it with the
 * stored facts and with the case file it is byte for byte, if any (what the ruling looks at).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import * as D from '../../../schemas/dispute/api.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { evidenceFileRoutes, resolveFiles } from '../evidenceFiles.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { disputeDetail, disputeList } from './list.ts';

const tags = ['PTDispute'];

export const disputeRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const now = () => ctx.now().toISOString();
    app.post(
      '/list',
      { schema: { tags, body: D.DisputeListBody, response: { 200: Envelope(D.DisputeListData) } } },
      async (req) =>
        ok(disputeList(await currentAttempt(ctx, req, req.body.userCaseID), req.body, now())),
    );
    app.post(
      '/Detail',
      {
        schema: {
          tags,
          body: D.DisputeDetailBody,
          response: { 200: Envelope(D.DisputeDetailData) },
        },
      },
      async (req) => {
        const view = await currentAttempt(ctx, req, req.body.userCaseID);
        const detail = disputeDetail(view, req.body.id, now());
        if (!detail) throw notFound('dispute.error.notFound');
        return ok(detail);
      },
    );
    app.post(
      '/Operate',
      { schema: { tags, body: D.DisputeOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) =>
        operate(ctx, req, req.body, async (attempt, command) =>
          command.type === 'SubmitDisputeEvidence'
            ? { ...command, files: await resolveFiles(ctx, attempt, command.files, 'dispute') }
            : command,
        ),
    );
    evidenceFileRoutes(app, ctx, tags, 'dispute');
  };
