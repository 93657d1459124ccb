/**
 * The admin's exchange rates: POST /api/Admin/Rates (the table in use outside cases that fix their
 * own, with its date and origin) and POST /api/Admin/ImportRates (multipart, field `file`: the
 * ECB's eurofxref-daily.xml, read off the main thread by RatesReader, stored as a new table based
 * on CNY; a bad file is 400 rates.error.* and stores nothing).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AdminRatesData } from '../../../schemas/api/rates.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../../imports/limits.ts';
import { globalRates, type RatesInUse } from '../../rates/current.ts';
import { RatesReader } from '../../rates/reader.ts';
import { readUpload } from '../../uploads/multipart.ts';
import { ok } from '../operate.ts';
import { adminOf } from './access.ts';

const view = ({ table, origin, importedAt }: RatesInUse) => ({
  date: table.date,
  source: table.source,
  origin: origin === 'case' ? ('default' as const) : origin,
  importedAt,
  rates: Object.entries(table.rates)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, rate]) => ({ code, rate })),
});

/** Registers both routes; the multipart parser must already be registered (registerMultipart). */
export const registerAdminRates = (
  app: FastifyInstance,
  ctx: AppContext,
  limits: Partial<ImportLimits> = {},
) => {
  const reader = new RatesReader({ ...DEFAULT_IMPORT_LIMITS, ...limits });
  app.addHook('onClose', async () => reader.close());
  const schema = { tags: ['Admin'], response: { 200: Envelope(AdminRatesData) } };
  app.post('/api/Admin/Rates', { schema, config: { role: 'admin' } }, async (req) => {
    await adminOf(ctx, req);
    return ok(view(await globalRates(ctx.storage)));
  });
  app.post(
    '/api/Admin/ImportRates',
    { schema: { ...schema, consumes: ['multipart/form-data'] }, config: { role: 'admin' } },
    async (req) => {
      const admin = await adminOf(ctx, req);
      const upload = await readUpload(req);
      if (!upload.bytes || !upload.fileName) throw badRequest('import.error.noFile');
      if (!/\.xml$/i.test(upload.fileName)) throw badRequest('rates.error.notXml');
      const table = await reader.readEcb(upload.bytes);
      const importedAt = ctx.now().toISOString();
      await ctx.storage.saveRates({ id: randomUUID(), ...table, importedBy: admin.id, importedAt });
      return ok(view({ table, origin: 'imported', importedAt }));
    },
  );
};
