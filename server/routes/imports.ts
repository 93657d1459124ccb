/**
 * File imports (multipart/form-data) at `<prefix>/Import` of the modules that declare one
 * (/api/PTStorage/Import: products, /api/PTOrder/Import: orders). A worker reads the file into rows within limits (server/imports/); the engine
 * checks every row and imports all of them or none (422 with the row errors).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '../../schemas/api/operate.ts';
import { IMPORT_COLUMN_ALIASES } from '../../schemas/imports.ts';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest } from '../errors.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../imports/limits.ts';
import { ImportReader } from '../imports/pool.ts';
import type { ServerModule } from './kit.ts';
import { SERVER_MODULES } from './modules.ts';
import { ok } from './operate.ts';

type Upload = { fields: Record<string, string>; fileName: string | null; bytes: Buffer | null };

/**
 * The fields and the one file of a multipart request. A body the parser cannot read (no
 * boundary, cut off before its end, a broken part) is the client's fault: 400
 * import.error.malformedUpload, never 500. Limits the parser enforces stay 413.
 */
export const readUpload = async (req: FastifyRequest): Promise<Upload> => {
  if (!req.isMultipart()) throw badRequest('import.error.notMultipart');
  const upload: Upload = { fields: {}, fileName: null, bytes: null };
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

const importRoute =
  (ctx: AppContext, reader: ImportReader, spec: NonNullable<ServerModule['import']>) =>
  async (req: FastifyRequest) => {
    const { user } = await ctx.auth(req);
    await ctx.writes(req, user.id);
    const upload = await readUpload(req);
    const userCaseID = upload.fields.userCaseID;
    if (!userCaseID) throw badRequest('errors.validation');
    const attempt = await ctx.attempts.owned(user, userCaseID);
    await ctx.attempts.assertWritable(attempt); // before parsing the file
    if (!upload.bytes || !upload.fileName) throw badRequest('import.error.noFile');
    const table = await reader.read(upload.fileName, upload.bytes, IMPORT_COLUMN_ALIASES);
    const expected = upload.fields.expectedVersion;
    const expectedVersion = expected && /^\d+$/.test(expected) ? Number(expected) : undefined;
    const fileName = upload.fileName.slice(-200);
    const r = await ctx.attempts.execute(
      user,
      attempt,
      { type: spec.command, fileName, columns: table.columns.slice(0, 50), rows: table.rows },
      ctx.now(),
      expectedVersion,
    );
    return ok({ version: r.version, imported: spec.imported(r.events), fileName });
  };

export const registerImports = async (
  app: FastifyInstance,
  ctx: AppContext,
  limits: Partial<ImportLimits> = {},
) => {
  const reader = new ImportReader({ ...DEFAULT_IMPORT_LIMITS, ...limits });
  app.addHook('onClose', async () => reader.close());
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 8 },
    throwFileSizeLimit: true,
  });
  const schema = { consumes: ['multipart/form-data'] };
  for (const m of Object.values(SERVER_MODULES)) {
    if (!m.import) continue;
    app.post(
      `${m.prefix}/Import`,
      { schema: { ...schema, tags: [m.tag] } },
      importRoute(ctx, reader, m.import),
    );
  }
};
