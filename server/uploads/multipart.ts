/**
 * Multipart requests (imports, attachments, evidence, the account import): the parser plugin and
 * readUpload, which gives a request's fields and its one file. A leaf module (it imports nothing of
 * the routes), so route files of every kind can use it without an import cycle.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '../../schemas/api/operate.ts';
import { ApiError, badRequest } from '../errors.ts';

export type MultipartUpload = {
  fields: Record<string, string>;
  fileName: string | null;
  bytes: Buffer | null;
};

/** The multipart parser, for every route of the app: one file, a few short fields. */
export const registerMultipart = async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 8 },
    throwFileSizeLimit: true,
  });
};

/**
 * The fields and the one file of a multipart request. A body the parser cannot read (no
 * boundary, cut off before its end, a broken part) is the client's fault: 400
 * import.error.malformedUpload, never 500. Limits the parser enforces stay 413.
 */
export const readUpload = async (req: FastifyRequest): Promise<MultipartUpload> => {
  if (!req.isMultipart()) throw badRequest('import.error.notMultipart');
  const upload: MultipartUpload = { fields: {}, fileName: null, bytes: null };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (upload.bytes) throw badRequest('import.error.oneFile');
        if (part.filename && bytes.length > 0) {
          upload.fileName = part.filename;
          upload.bytes = bytes;
        }
      } else if (typeof part.value === 'string' && part.value.length <= 100) {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof ApiError || (e as { statusCode?: number }).statusCode === 413) throw e;
    throw badRequest('import.error.malformedUpload');
  }
  return upload;
};
