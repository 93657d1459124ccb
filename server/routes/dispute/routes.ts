/**
 * /api/PTDispute: the store's disputes (list, Detail, Operate; Upload and File for evidence).
 * Evidence names uploads by id: each must be this attempt's; the server completes it with the
 * stored facts and with the case file it is byte for byte, if any (what the ruling looks at).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import * as D from '../../../schemas/dispute/api.ts';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  type EvidenceFile,
} from '../../../schemas/dispute/domain.ts';
import type { AppContext } from '../../context.ts';
import { notFound, refused } from '../../errors.ts';
import type { Attempt } from '../../storage/types.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { acceptUpload, disposition } from '../uploads.ts';
import { disputeDetail, disputeList } from './list.ts';

const tags = ['PTDispute'];
const RULES = {
  types: EVIDENCE_TYPES,
  maxBytes: EVIDENCE_MAX_BYTES,
  errors: { type: 'dispute.error.fileType', tooLarge: 'dispute.error.fileTooLarge' },
};

const resolveFiles = async (
  ctx: AppContext,
  attempt: Attempt,
  named: readonly { id: string }[],
): Promise<EvidenceFile[]> => {
  const caseFiles = ctx.catalogue.files(attempt.caseId);
  const out: EvidenceFile[] = [];
  for (const { id } of named) {
    const u = await ctx.storage.getUpload(id);
    if (!u || u.attemptId !== attempt.id) throw refused('dispute.error.fileNotFound', { id });
    const same = caseFiles.find((f) => Buffer.from(u.bytes).equals(f.bytes));
    out.push({ id: u.id, name: u.name, size: u.size, type: u.type, caseFile: same?.name ?? null });
  }
  return out;
};

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
            ? { ...command, files: await resolveFiles(ctx, attempt, command.files) }
            : command,
        ),
    );
    app.post('/Upload', { schema: { tags, consumes: ['multipart/form-data'] } }, async (req) =>
      ok(await acceptUpload(ctx, req, RULES)),
    );
    app.post('/File', { schema: { tags, body: D.DisputeFileBody } }, async (req, reply) => {
      const { attempt } = await currentAttempt(ctx, req, req.body.userCaseID);
      const u = await ctx.storage.getUpload(req.body.id);
      if (!u || u.attemptId !== attempt.id) throw notFound('dispute.error.fileNotFound');
      return reply
        .header('content-type', u.type)
        .header('content-disposition', disposition(u.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(u.bytes));
    });
  };
