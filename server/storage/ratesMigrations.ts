/**
 * The exchange rates' migration (issue 26 §2), one per dialect: each rate table the admin imported.
 * Listed at the end of migrations.ts; never edited once released.
 */
import type { Migration } from './migrations.ts';

export const ratesSqlite: Migration = {
  version: 23,
  name: 'exchange rates',
  sql: `
-- Rate tables imported by an admin (engine/rates/convert.ts): units per 1 CNY, 4 decimals, as
-- JSON {code: "0.1377"}. The latest import is the one in use; none: the shipped snapshot.
CREATE TABLE exchange_rates (
  id          TEXT PRIMARY KEY,
  rate_date   TEXT NOT NULL,
  source      TEXT NOT NULL,
  rates       TEXT NOT NULL,
  imported_by TEXT NOT NULL REFERENCES users (id),
  imported_at TEXT NOT NULL
);
CREATE INDEX exchange_rates_imported ON exchange_rates (imported_at);
`,
};

export const ratesPostgres: Migration = {
  version: 23,
  name: 'exchange rates',
  sql: `
-- Rate tables imported by an admin (engine/rates/convert.ts): units per 1 CNY, 4 decimals, as
-- JSON {code: "0.1377"}. The latest import is the one in use; none: the shipped snapshot.
CREATE TABLE exchange_rates (
  id          text PRIMARY KEY,
  rate_date   date NOT NULL,
  source      text NOT NULL,
  rates       text NOT NULL,
  imported_by text NOT NULL REFERENCES users (id),
  imported_at timestamptz NOT NULL
);
CREATE INDEX exchange_rates_imported ON exchange_rates (imported_at);
`,
};
