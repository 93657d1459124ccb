/**
 * Attempt rows remembered per id for a moment, so the list calls a page makes in a burst read the
 * row once (every call checks the attempt is the user's before folding its stream). Any storage
 * call that is not a plain read empties the cache in this process (an append that submits, a
 * reset, anything added later); the TTL bounds what another server process sharing the database
 * may have changed. A stale row costs nothing lasting: its owner never changes, and whether the
 * attempt takes a command is decided from its events, which are always read.
 */
import type { Attempt, Storage } from '../storage/types.ts';

export const ATTEMPT_ROW_TTL_MS = 2_000;
const MAX_ROWS = 10_000;

/** Storage calls that only read (by name): every other call may change an attempt row. */
const READ = /^(get|list|read|count|stream|teacherNotes|uploadTotals)/;

export const cachingAttemptRows = (
  storage: Storage,
  opts: { ttlMs?: number; now?: () => number } = {},
): Storage => {
  const ttl = opts.ttlMs ?? ATTEMPT_ROW_TTL_MS;
  const now = opts.now ?? Date.now;
  const rows = new Map<string, { row: Attempt; until: number }>();
  const getAttempt = async (id: string): Promise<Attempt | null> => {
    const t = now();
    const hit = rows.get(id);
    if (hit && t < hit.until && t >= hit.until - ttl) return { ...hit.row };
    const row = await storage.getAttempt(id);
    rows.delete(id);
    if (row) {
      if (rows.size >= MAX_ROWS) rows.clear();
      rows.set(id, { row: { ...row }, until: t + ttl });
    }
    return row;
  };
  return new Proxy(storage, {
    get(target, prop, receiver) {
      if (prop === 'getAttempt') return getAttempt;
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || READ.test(prop) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        rows.clear();
        const out: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        // A read that ran while the write was under way may have cached the old row.
        if (out instanceof Promise) return out.finally(() => rows.clear());
        return out;
      };
    },
  });
};
