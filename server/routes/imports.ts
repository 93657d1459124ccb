/**
 * File imports (multipart/form-data) at `<prefix>/Import` of the modules that declare one
 * (/api/PTStorage/Import: products, /api/PTOrder/Import: orders). A worker reads the file into rows within limits (server/imports/); the engine
 * checks every row and imports all of them or none (422 with the row errors).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_COLUMN_ALIASES } from '../../schemas/imports.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../imports/limits.ts';
import { ImportReader } from '../imports/pool.ts';
import { readUpload } from '../uploads/multipart.ts';
import type { ServerModule } from './kit.ts';
import { SERVER_MODULES } from './modules.ts';
import { ok } from './operate.ts';

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

/** Registers the routes; the multipart parser must already be registered (registerMultipart). */
export const registerImports = (
  app: FastifyInstance,
  ctx: AppContext,
  limits: Partial<ImportLimits> = {},
) => {
  const reader = new ImportReader({ ...DEFAULT_IMPORT_LIMITS, ...limits });
  app.addHook('onClose', async () => reader.close());
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
