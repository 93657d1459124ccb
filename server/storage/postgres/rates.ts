/** Exchange-rate tables on PostgreSQL (server/storage/rates.ts). */
import type { Row } from '../rows.ts';
import type { RatesStorage, StoredRates } from '../rates.ts';
import type { Db } from './db.ts';

const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

const toRates = (r: Row): StoredRates => ({
  id: String(r.id),
  date: String(r.rate_date),
  source: String(r.source),
  rates: JSON.parse(String(r.rates)) as Record<string, string>,
  importedBy: String(r.imported_by),
  importedAt: iso(r.imported_at),
});

export const ratesMethods = (db: Db): RatesStorage => ({
  async saveRates(r) {
    await db.run(
      `INSERT INTO exchange_rates (id, rate_date, source, rates, imported_by, imported_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [r.id, r.date, r.source, JSON.stringify(r.rates), r.importedBy, r.importedAt],
    );
  },
  async latestRates() {
    const row = await db.one(
      `SELECT id, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, source, rates, imported_by,
              imported_at
       FROM exchange_rates ORDER BY imported_at DESC, id COLLATE "C" DESC LIMIT 1`,
    );
    return row ? toRates(row) : null;
  },
});
