/** A node:sqlite connection with a statement cache and an IMMEDIATE transaction helper. */
import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue, StatementSync } from 'node:sqlite';
import type { Row } from '../rows.ts';

export type Param = SQLInputValue;

export type Db = {
  readonly raw: DatabaseSync;
  run(sql: string, ...params: Param[]): { changes: number };
  get(sql: string, ...params: Param[]): Row | undefined;
  all(sql: string, ...params: Param[]): Row[];
  /**
   * Rows as arrays of the selected columns, in order: for large reads, where node:sqlite makes
   * an array several times faster than an object per row (a class's attempts).
   */
  arrays(sql: string, ...params: Param[]): unknown[][];
  /** Runs `fn` inside BEGIN IMMEDIATE … COMMIT, rolling back when it throws. */
  tx<T>(fn: () => T): T;
  close(): void;
};

export const BUSY_TIMEOUT_MS = 5000;

export function openDb(path: string): Db {
  const raw = new DatabaseSync(path, {
    enableForeignKeyConstraints: true,
    timeout: BUSY_TIMEOUT_MS,
  });
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA synchronous = NORMAL');

  const cache = new Map<string, StatementSync>();
  const arrayCache = new Map<string, StatementSync>();
  const stmt = (sql: string, arrays = false): StatementSync => {
    const c = arrays ? arrayCache : cache;
    let s = c.get(sql);
    if (!s) {
      s = raw.prepare(sql);
      if (arrays) s.setReturnArrays(true);
      c.set(sql, s);
    }
    return s;
  };

  return {
    raw,
    run: (sql, ...params) => ({ changes: Number(stmt(sql).run(...params).changes) }),
    get: (sql, ...params) => stmt(sql).get(...params) as Row | undefined,
    all: (sql, ...params) => stmt(sql).all(...params) as Row[],
    arrays: (sql, ...params) => stmt(sql, true).all(...params) as unknown as unknown[][],
    tx<T>(fn: () => T): T {
      raw.exec('BEGIN IMMEDIATE');
      try {
        const result = fn();
        raw.exec('COMMIT');
        return result;
      } catch (err) {
        if (raw.isTransaction) raw.exec('ROLLBACK');
        throw err;
      }
    },
    close: () => {
      cache.clear();
      arrayCache.clear();
      raw.close();
    },
  };
}

/** SQLITE_CONSTRAINT_UNIQUE (2067) or SQLITE_CONSTRAINT_PRIMARYKEY (1555). */
export function uniqueViolation(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  const code = (err as Error & { errcode?: number }).errcode;
  if (code !== 2067 && code !== 1555) return null;
  return err.message;
}
