/**
 * Sessions remembered per token for a short while, so a burst of API calls looks the session and
 * its user up once (two queries and a hash each time otherwise). Any write through the storage
 * that can end a session or change a user (logout, revocation, a password or account change)
 * empties the cache at once in this process; the short TTL bounds what another server process
 * sharing the database could still accept after such a write there.
 */
import type { Session, Storage, User } from '../storage/types.ts';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

type Entry = { session: Session; user: User; until: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;

  constructor(ttlMs: number = SESSION_CACHE_TTL_MS) {
    this.ttlMs = ttlMs;
  }

  /** The session and user of a token hash looked up less than the TTL before `t`, if any. */
  get(tokenHash: string, t: number): { session: Session; user: User } | null {
    const e = this.entries.get(tokenHash);
    if (!e) return null;
    if (t >= e.until || t < e.until - this.ttlMs) {
      this.entries.delete(tokenHash);
      return null;
    }
    return e;
  }

  set(tokenHash: string, session: Session, user: User, t: number) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { session, user, until: t + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}

/** Storage writes after which a remembered session or user may be wrong. */
const INVALIDATING = new Set<string>([
  'deleteSession',
  'deleteUserSessions',
  'setPassword',
  'updateUser',
  'importUsers',
  'createUser',
]);

/** The storage, with the writes that can end a session or change a user emptying `cache`. */
export const invalidatingSessions = (storage: Storage, cache: SessionCache): Storage =>
  new Proxy(storage, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !INVALIDATING.has(prop) || typeof value !== 'function')
        return value;
      return async (...args: unknown[]) => {
        cache.clear();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          // A lookup that ran while the write was under way may have cached the old row.
          cache.clear();
        }
      };
    },
  });
