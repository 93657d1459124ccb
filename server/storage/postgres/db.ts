/** A pg Pool with a one-client transaction helper and error-code helpers. */
import pg from 'pg';
import type { PoolClient } from 'pg';
import type { Row } from '../rows.ts';

export type Q = {
  rows(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Rows as arrays, in the order of the selected columns (no object per row: long lists). */
  arrays(sql: string, params?: unknown[]): Promise<unknown[][]>;
  one(sql: string, params?: unknown[]): Promise<Row | undefined>;
  run(sql: string, params?: unknown[]): Promise<number>;
};

export type Db = Q & {
  /** BEGIN … COMMIT on one pooled client; ROLLBACK and rethrow when `fn` throws. */
  tx<T>(fn: (q: Q) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * Advisory lock keys. Every transaction that appends events takes APPEND_LOCK first, so global
 * positions become visible in commit order (a reader of readAll never skips an event committed
 * later with a lower position) and concurrent appends to one stream are serialised.
 */
export const APPEND_LOCK = 7_263_001;
export const MIGRATE_LOCK = 7_263_002;

const wrap = (c: pg.Pool | PoolClient): Q => ({
  rows: async (sql, params) => (await c.query(sql, params)).rows as Row[],
  arrays: async (sql, params) =>
    (await c.query<unknown[]>({ text: sql, values: params, rowMode: 'array' })).rows,
  one: async (sql, params) => (await c.query(sql, params)).rows[0] as Row | undefined,
  run: async (sql, params) => (await c.query(sql, params)).rowCount ?? 0,
});

export function openDb(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool drops it.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  return {
    ...wrap(pool),
    async tx(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackErr) {
          broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
        }
        throw err;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** The violated constraint's name when `err` is a unique violation (SQLSTATE 23505). */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  if (!e || e.code !== '23505') return null;
  return typeof e.constraint === 'string' ? e.constraint : '';
}
