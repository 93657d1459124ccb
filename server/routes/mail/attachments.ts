/**
 * Mail attachments: POST /api/PTMail/Upload (multipart: userCaseID, one file) stores a file of an
 * allowed type (by extension, checked against its first bytes) of at most 2 MB for the attempt;
 * a mail then names it by id. Attachment and Attachments send one file, or all of a mail's files
 * as one .zip, to the attempt's owner only, as downloads (never rendered by the browser).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { zipSync } from 'fflate';
import * as M from '../../../schemas/mail/api.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type MailAttachment,
} from '../../../schemas/mail/domain.ts';
import type { Attempt } from '../../storage/types.ts';
import type { AppContext } from '../../context.ts';
import { notFound, refused } from '../../errors.ts';
import { currentAttempt, ok } from '../operate.ts';
import { acceptUpload, disposition } from '../uploads.ts';

const RULES = {
  types: ATTACHMENT_TYPES,
  maxBytes: ATTACHMENT_MAX_BYTES,
  errors: { type: 'mail.error.attachmentType', tooLarge: 'mail.error.attachmentTooLarge' },
};

/** The attachments a Send names, as stored: each must be an upload of this attempt. */
export const resolveAttachments = async (
  ctx: AppContext,
  attempt: Attempt,
  named: MailAttachment[] | undefined,
): Promise<MailAttachment[] | undefined> => {
  if (!named?.length) return named;
  const out: MailAttachment[] = [];
  for (const a of named) {
    const u = await ctx.storage.getUpload(a.id);
    if (!u || u.attemptId !== attempt.id)
      throw refused('mail.error.attachmentNotFound', { id: a.id });
    out.push({ id: u.id, name: u.name, size: u.size, type: u.type });
  }
  return out;
};

export const attachmentRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/Upload',
      { schema: { tags: ['PTMail'], consumes: ['multipart/form-data'] } },
      async (req) => ok(await acceptUpload(ctx, req, RULES)),
    );

    app.post(
      '/Attachment',
      { schema: { tags: ['PTMail'], body: M.AttachmentBody } },
      async (req, reply) => {
        const { attempt } = await currentAttempt(ctx, req, req.body.userCaseID);
        const u = await ctx.storage.getUpload(req.body.id);
        if (!u || u.attemptId !== attempt.id) throw notFound('mail.error.attachmentNotFound');
        return reply
          .header('content-type', u.type)
          .header('content-disposition', disposition(u.name))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(u.bytes));
      },
    );

    app.post(
      '/Attachments',
      { schema: { tags: ['PTMail'], body: M.AttachmentsBody } },
      async (req, reply) => {
        const { attempt, state } = await currentAttempt(ctx, req, req.body.userCaseID);
        const mail = state.mail.byId[req.body.mailId];
        if (!mail || mail.hidden || mail.attachments.length === 0)
          throw notFound('mail.error.notFound');
        const files: Record<string, Uint8Array> = {};
        for (const a of mail.attachments) {
          const u = await ctx.storage.getUpload(a.id);
          if (!u || u.attemptId !== attempt.id) continue;
          let name = u.name;
          for (let n = 2; name in files; n += 1) name = u.name.replace(/(\.[^.]*)?$/, ` (${n})$1`);
          files[name] = u.bytes;
        }
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', disposition(`mail-${mail.id}-attachments.zip`))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(zipSync(files, { level: 6 })));
      },
    );
  };
