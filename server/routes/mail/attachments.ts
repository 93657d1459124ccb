/**
 * Mail attachments: POST /api/PTMail/Upload (multipart: userCaseID, one file) stores a file of an
 * allowed type (by extension, checked against its first bytes) of at most 2 MB for the attempt;
 * a mail then names it by id. Attachment and Attachments send one file, or all of a mail's files
 * as one .zip, to the attempt's owner only, as downloads (never rendered by the browser).
 */
import { randomUUID } from 'node:crypto';
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
import { badRequest, notFound, refused } from '../../errors.ts';
import { readUpload } from '../imports.ts';
import { currentAttempt, ok } from '../operate.ts';

type Ext = keyof typeof ATTACHMENT_TYPES;
const starts = (b: Uint8Array, ...sig: number[]) => sig.every((x, i) => b[i] === x);
/** Whether the file's first bytes are what its extension says. */
const LOOKS_LIKE: Record<Ext, (b: Uint8Array) => boolean> = {
  pdf: (b) => starts(b, 0x25, 0x50, 0x44, 0x46),
  png: (b) => starts(b, 0x89, 0x50, 0x4e, 0x47),
  jpg: (b) => starts(b, 0xff, 0xd8, 0xff),
  jpeg: (b) => starts(b, 0xff, 0xd8, 0xff),
  gif: (b) => starts(b, 0x47, 0x49, 0x46, 0x38),
  txt: (b) => !b.subarray(0, 4096).includes(0),
  csv: (b) => !b.subarray(0, 4096).includes(0),
  xlsx: (b) => starts(b, 0x50, 0x4b, 0x03, 0x04),
  docx: (b) => starts(b, 0x50, 0x4b, 0x03, 0x04),
};

/** The file name the student sees: no path, no control characters, at most 120 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-120);

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

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
      async (req) => {
        const { user } = await ctx.auth(req);
        const upload = await readUpload(req);
        const userCaseID = upload.fields.userCaseID;
        if (!userCaseID) throw badRequest('errors.validation');
        const attempt = await ctx.attempts.owned(user, userCaseID);
        await ctx.attempts.assertWritable(attempt);
        if (!upload.bytes || !upload.fileName) throw badRequest('import.error.noFile');
        const name = cleanName(upload.fileName);
        const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() as Ext | undefined;
        if (!name || !ext || !(ext in ATTACHMENT_TYPES) || !LOOKS_LIKE[ext](upload.bytes))
          throw badRequest('mail.error.attachmentType');
        if (upload.bytes.length > ATTACHMENT_MAX_BYTES)
          throw badRequest('mail.error.attachmentTooLarge');
        const stored = {
          id: randomUUID(),
          attemptId: attempt.id,
          userId: user.id,
          name,
          type: ATTACHMENT_TYPES[ext],
          size: upload.bytes.length,
          bytes: new Uint8Array(upload.bytes),
          createdAt: ctx.now().toISOString(),
        };
        await ctx.storage.putUpload(stored);
        return ok({ id: stored.id, name, size: stored.size, type: stored.type });
      },
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
