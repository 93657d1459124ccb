/** Opens the configured storage and applies pending migrations. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
import type { Storage } from './types.ts';

export type { Storage } from './types.ts';
export { DuplicateError, VersionConflictError } from './types.ts';

/** PostgreSQL when `databaseUrl` is given, else SQLite at `${dataDir}/cbsim.db`. */
export async function openStorage(opts: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<Storage> {
  let storage: Storage;
  if (opts.databaseUrl) {
    storage = openPostgres(opts.databaseUrl);
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    storage = openSqlite(join(opts.dataDir, 'cbsim.db'));
  }
  try {
    await storage.migrate();
  } catch (err) {
    await storage.close().catch(() => undefined);
    throw err;
  }
  return storage;
}
