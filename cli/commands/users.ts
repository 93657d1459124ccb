/**
 * cbsim users import <file.csv|xlsx> [--db <file.db|postgres://…>]: creates the accounts of a
 * file with the checks and the one transaction of the admin page's import
 * (server/admin/importUsers.ts). Any row error: every error is printed (in English), the exit code
 * is 1 and nothing is written. Generated passwords are printed once, as `username<TAB>password`.
 * Without --db it uses DATA_DIR / DATABASE_URL like the server.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { USER_IMPORT_MAX_ROWS } from '../../schemas/api/admin.ts';
import { ACCOUNT_COLUMN_ALIASES, importAccounts } from '../../server/admin/importUsers.ts';
import { ApiError } from '../../server/errors.ts';
import { DEFAULT_IMPORT_LIMITS, ImportRefusal } from '../../server/imports/limits.ts';
import { fileKind, readTable, type Table } from '../../server/imports/read-table.ts';
import { openStorage } from '../../server/storage/index.ts';
import { openSqlite } from '../../server/storage/sqlite.ts';
import type { Storage } from '../../server/storage/types.ts';
import type { Io } from '../io.ts';

export type UsersEnv = { dataDir: string; databaseUrl?: string; db?: string };

const USAGE =
  'usage: cbsim users import <file.csv|file.xlsx> [--db <cbsim.db|postgres://…>]  (default: DATA_DIR or DATABASE_URL)';

type Messages = { [k: string]: string | Messages };
let english: Messages | null = null;
/** The English text of a message key with its params, or the key itself. */
export const englishText = (key: string, params: Record<string, string | number> = {}) => {
  english ??= JSON.parse(
    readFileSync(new URL('../../web/src/locales/en.json', import.meta.url), 'utf8'),
  ) as Messages;
  const text = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (m, k) => (typeof m === 'object' ? m[k] : undefined),
      english,
    );
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
};

const open = async (env: UsersEnv): Promise<Storage> => {
  if (env.db?.startsWith('postgres://') || env.db?.startsWith('postgresql://')) {
    return openStorage({ dataDir: env.dataDir, databaseUrl: env.db });
  }
  if (env.db) {
    const s = openSqlite(env.db);
    await s.migrate();
    return s;
  }
  return openStorage(env);
};

/** Returns the exit code: 0 imported, 1 refused (nothing written), 2 usage. */
export const usersCommand = async (args: string[], env: UsersEnv, io: Io, now = new Date()) => {
  const [sub, file] = args;
  if (sub !== 'import' || !file) {
    io.err(USAGE);
    return 2;
  }
  let table: Table;
  try {
    const bytes = readFileSync(file);
    table = readTable(fileKind(file), bytes, ACCOUNT_COLUMN_ALIASES, {
      ...DEFAULT_IMPORT_LIMITS,
      maxRows: USER_IMPORT_MAX_ROWS,
    });
  } catch (e) {
    if (e instanceof ImportRefusal) {
      io.err(`${basename(file)}: ${englishText(e.key, e.params)}; nothing imported`);
      return 1;
    }
    io.err(`${file}: ${(e as Error).message}`);
    return 1;
  }
  const storage = await open(env);
  try {
    const result = await importAccounts(storage, table, now);
    io.out(`${result.imported} accounts imported from ${basename(file)}`);
    if (result.passwords.length > 0) {
      io.out('generated passwords (shown once; each user must change it at first login):');
      for (const p of result.passwords) io.out(`${p.username}\t${p.password}`);
    }
    return 0;
  } catch (e) {
    if (e instanceof ApiError && e.rows) {
      for (const r of e.rows) {
        io.err(
          `row ${r.row}${r.column ? `, ${r.column}` : ''}: ${englishText(r.messageKey, r.params)}`,
        );
      }
      io.err(`${e.rows.length} errors in ${basename(file)}; nothing imported`);
      return 1;
    }
    throw e;
  } finally {
    await storage.close();
  }
};
