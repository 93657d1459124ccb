/**
 * Evidence files of a module (dispute evidence, claims): /Upload stores one file of the evidence
 * types for the student's attempt; /File sends one back; a command names uploads by id, and
 * `resolveFiles` completes each with its stored facts and with the case file it is byte for byte,
 * if any (what a ruling, a counterparty's rule and a scoring match look at). Each upload must be
 * this attempt's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  EvidenceFileBody,
  type EvidenceFile,
} from '../../schemas/evidenceFiles.ts';
import type { AppContext } from '../context.ts';
import { notFound, refused } from '../errors.ts';
import type { Attempt } from '../storage/types.ts';
import { currentAttempt, ok } from './operate.ts';
import { acceptUpload, disposition, type UploadRules } from './uploads.ts';

/** The module whose message keys an error uses: `<module>.error.fileType`, … */
type Keyed = 'dispute' | 'claim';

const rulesOf = (m: Keyed): UploadRules => ({
  types: EVIDENCE_TYPES,
  maxBytes: EVIDENCE_MAX_BYTES,
  errors: { type: `${m}.error.fileType`, tooLarge: `${m}.error.fileTooLarge` },
});

/** The uploads a command names, completed from the server's records; refused if not this attempt's. */
export const resolveFiles = async (
  ctx: AppContext,
  attempt: Attempt,
  named: readonly { id: string }[],
  m: Keyed,
): Promise<EvidenceFile[]> => {
  // The files of the attempt's case version: what a student was handed (ADR 0023).
  const caseFiles = (await ctx.attempts.load(attempt)).version.files;
  const out: EvidenceFile[] = [];
  for (const { id } of named) {
    const u = await ctx.storage.getUpload(id);
    if (!u || u.attemptId !== attempt.id) throw refused(`${m}.error.fileNotFound`, { id });
    const same = caseFiles.find((f) => Buffer.from(u.bytes).equals(f.bytes));
    out.push({ id: u.id, name: u.name, size: u.size, type: u.type, caseFile: same?.name ?? null });
  }
  return out;
};

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** /Upload and /File for a module's evidence, under its prefix. */
export const evidenceFileRoutes = (app: App, ctx: AppContext, tags: string[], m: Keyed) => {
  const rules = rulesOf(m);
  app.post('/Upload', { schema: { tags, consumes: ['multipart/form-data'] } }, async (req) =>
    ok(await acceptUpload(ctx, req, rules)),
  );
  app.post('/File', { schema: { tags, body: EvidenceFileBody } }, async (req, reply) => {
    const { attempt } = await currentAttempt(ctx, req, req.body.userCaseID);
    const u = await ctx.storage.getUpload(req.body.id);
    if (!u || u.attemptId !== attempt.id) throw notFound(`${m}.error.fileNotFound`);
    return reply
      .header('content-type', u.type)
      .header('content-disposition', disposition(u.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(u.bytes));
  });
};
