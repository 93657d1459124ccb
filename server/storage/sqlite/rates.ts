/** Exchange-rate tables on SQLite (server/storage/rates.ts). */
import { isoInstant, type Row } from '../rows.ts';
import type { RatesStorage, StoredRates } from '../rates.ts';
import type { Db } from './db.ts';

const toRates = (r: Row): StoredRates => ({
  id: String(r.id),
  date: String(r.rate_date),
  source: String(r.source),
  rates: JSON.parse(String(r.rates)) as Record<string, string>,
  importedBy: String(r.imported_by),
  importedAt: isoInstant(String(r.imported_at)),
});

export const ratesMethods = (db: Db): RatesStorage => ({
  async saveRates(r) {
    db.run(
      `INSERT INTO exchange_rates (id, rate_date, source, rates, imported_by, imported_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      r.id,
      r.date,
      r.source,
      JSON.stringify(r.rates),
      r.importedBy,
      isoInstant(r.importedAt),
    );
  },
  async latestRates() {
    const row = db.get(
      `SELECT id, rate_date, source, rates, imported_by, imported_at FROM exchange_rates
       ORDER BY imported_at DESC, id DESC LIMIT 1`,
    );
    return row ? toRates(row) : null;
  },
});
