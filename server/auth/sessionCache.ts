/**
 * Sessions remembered per token for a short while, so a burst of API calls looks the session and
 * its user up once (a hash and two queries each time otherwise). The key is the bearer token the
 * request already holds in memory; nothing is written anywhere. Any write through the storage
 * that can end a session or change a user (logout, revocation, a password or account change)
 * empties the cache at once in this process; the short TTL bounds what another server process
 * sharing the database could still accept after such a write there.
 */
import type { Session, Storage, User } from '../storage/types.ts';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

type Entry = { session: Session; user: User; until: number };

/** The TTL runs on the process's own clock (`clock`), not on the app's (tests may stop that one). */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly clock: () => number;

  constructor(ttlMs: number = SESSION_CACHE_TTL_MS, clock: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.clock = clock;
  }

  /** The session and user of a token looked up less than the TTL ago, if any. */
  get(token: string): { session: Session; user: User } | null {
    const e = this.entries.get(token);
    if (!e) return null;
    const t = this.clock();
    if (t >= e.until || t < e.until - this.ttlMs) {
      this.entries.delete(token);
      return null;
    }
    return e;
  }

  set(token: string, session: Session, user: User) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { session, user, until: this.clock() + this.ttlMs });
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
