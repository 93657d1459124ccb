/**
 * /api/Admin/Import: accounts from one CSV/XLSX file (multipart, field `file`). The file is read
 * off the main thread (ImportReader's workers, at most USER_IMPORT_MAX_ROWS rows) and imported
 * all or nothing by server/admin/importUsers.ts (400 admin.import.rows with the row errors).
 */
import type { FastifyInstance } from 'fastify';
import { USER_IMPORT_MAX_ROWS } from '../../../schemas/api/admin.ts';
import { ACCOUNT_COLUMN_ALIASES, importAccounts } from '../../admin/importUsers.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../../imports/limits.ts';
import { ImportReader } from '../../imports/pool.ts';
import { readUpload } from '../../uploads/multipart.ts';
import { ok } from '../operate.ts';
import { adminOf } from './access.ts';

/** Registers the route; the multipart parser must already be registered (registerMultipart). */
export const registerAdminImport = (
  app: FastifyInstance,
  ctx: AppContext,
  limits: Partial<ImportLimits> = {},
) => {
  const reader = new ImportReader({
    ...DEFAULT_IMPORT_LIMITS,
    ...limits,
    maxRows: Math.min(limits.maxRows ?? USER_IMPORT_MAX_ROWS, USER_IMPORT_MAX_ROWS),
  });
  app.addHook('onClose', async () => reader.close());
  app.post(
    '/api/Admin/Import',
    {
      schema: { tags: ['Admin'], consumes: ['multipart/form-data'] },
      config: { role: 'admin' },
    },
    async (req) => {
      await adminOf(ctx, req);
      const upload = await readUpload(req);
      if (!upload.bytes || !upload.fileName) throw badRequest('import.error.noFile');
      const table = await reader.read(upload.fileName, upload.bytes, ACCOUNT_COLUMN_ALIASES);
      return ok(await importAccounts(ctx.storage, table, ctx.now()));
    },
  );
};
