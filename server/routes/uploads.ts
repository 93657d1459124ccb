/**
 * Files a student uploads for an attempt (mail attachments, dispute evidence): multipart
 * (userCaseID, one file), of an allowed type by extension checked against the file's first bytes,
 * within a size limit and the attempt's and user's quotas (uploads/), stored for the attempt and
 * named later by id; a file no event names is deleted after an hour. Errors are the module's keys.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest } from '../errors.ts';
import type { Upload } from '../storage/types.ts';
import { readUpload } from '../uploads/multipart.ts';

const starts = (b: Uint8Array, ...sig: number[]) => sig.every((x, i) => b[i] === x);
const text = (b: Uint8Array) => !b.subarray(0, 4096).includes(0);
const zip = (b: Uint8Array) => starts(b, 0x50, 0x4b, 0x03, 0x04);
const jpeg = (b: Uint8Array) => starts(b, 0xff, 0xd8, 0xff);
/** Whether the file's first bytes are what its extension says. */
const LOOKS_LIKE: Record<string, (b: Uint8Array) => boolean> = {
  pdf: (b) => starts(b, 0x25, 0x50, 0x44, 0x46),
  png: (b) => starts(b, 0x89, 0x50, 0x4e, 0x47),
  jpg: jpeg,
  jpeg,
  gif: (b) => starts(b, 0x47, 0x49, 0x46, 0x38),
  txt: text,
  csv: text,
  xlsx: zip,
  docx: zip,
};

/** Whether a file's first bytes are what its extension says (false for an unknown extension). */
export const looksLike = (ext: string, bytes: Uint8Array) => LOOKS_LIKE[ext]?.(bytes) ?? false;

/**
 * Control and direction characters: C0, DEL, C1, and the bidi marks, embeddings, overrides and
 * isolates (LRM, RLM, ALM, U+202A–U+202E, U+2066–U+2069) that make `invoice\u202Efdp.txt` read
 * like `invoicetxt.pdf`.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g;

/** The file name the student sees: no path, no control or bidi characters, at most 120 characters. */
export const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(HIDDEN, '').trim().slice(-120);

export const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export type UploadRules = {
  /** Extension → content type. */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
  /** Message keys: a refused type, a file over the limit. */
  errors: { type: string; tooLarge: string };
};

/** Stores one uploaded file for the caller's writable attempt; its stored facts. */
export const acceptUpload = async (ctx: AppContext, req: FastifyRequest, rules: UploadRules) => {
  const { user } = await ctx.auth(req);
  await ctx.writes(req, user.id);
  let upload;
  try {
    upload = await readUpload(req);
  } catch (e) {
    // The multipart reader stops a file over the server's upload limit: say it in the module's words.
    if ((e as { statusCode?: number }).statusCode === 413)
      throw new ApiError(413, rules.errors.tooLarge);
    throw e;
  }
  const userCaseID = upload.fields.userCaseID;
  if (!userCaseID) throw badRequest('errors.validation');
  const attempt = await ctx.attempts.owned(user, userCaseID);
  await ctx.attempts.assertWritable(attempt);
  if (!upload.bytes || !upload.fileName) throw badRequest('import.error.noFile');
  const name = cleanName(upload.fileName);
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const type = ext ? rules.types[ext] : undefined;
  if (!name || !ext || !type || !LOOKS_LIKE[ext]?.(upload.bytes))
    throw badRequest(rules.errors.type);
  if (upload.bytes.length > rules.maxBytes) throw badRequest(rules.errors.tooLarge);
  const stored: Upload = {
    id: randomUUID(),
    attemptId: attempt.id,
    userId: user.id,
    name,
    type,
    size: upload.bytes.length,
    bytes: new Uint8Array(upload.bytes),
    createdAt: ctx.now().toISOString(),
  };
  await ctx.uploads.put(stored); // 413 over a quota, nothing stored
  return { id: stored.id, name, size: stored.size, type };
};
