/**
 * Password guessing limits, kept in memory: one process, forgotten on restart, each instance of
 * a multi-instance deployment counts on its own. Every table is bounded (the least recently
 * touched keys are dropped first), so a flood of names or addresses cannot grow memory.
 *
 * - Per account (normalised user name): after `accountFailures` failed passwords the account is
 *   refused for `lockMs`, doubled at each further failure up to `maxLockMs`. A success clears it;
 *   failures are forgotten after `forgetMs` without one.
 * - Per address: at most `ipFailures` failures in `ipWindowMs`; then that address is refused
 *   until the window ends. Successes do not count, so a class behind one address logs in.
 * - Per user, for password changes: at most `changesPerUser` attempts in `changeWindowMs`.
 *
 * The overall request budget per address (all attempts, successes included) is the route's
 * @fastify/rate-limit (app.ts).
 */

export type ThrottleLimits = {
  accountFailures: number;
  lockMs: number;
  maxLockMs: number;
  forgetMs: number;
  ipFailures: number;
  ipWindowMs: number;
  changesPerUser: number;
  changeWindowMs: number;
  /** Most keys each table holds. */
  maxKeys: number;
};

export const DEFAULT_THROTTLE: ThrottleLimits = {
  accountFailures: 5,
  lockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
  ipFailures: 200,
  ipWindowMs: 10 * 60_000,
  changesPerUser: 10,
  changeWindowMs: 10 * 60_000,
  maxKeys: 10_000,
};

/** The key of an account: the same for "Student01", " student01" and "ｓｔｕｄｅｎｔ01". */
export const accountKey = (username: string): string =>
  username.normalize('NFKC').trim().toLowerCase();

/** A Map that keeps at most `max` keys, dropping the least recently touched. */
class Bounded<V> {
  private readonly map = new Map<string, V>();
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  get size(): number {
    return this.map.size;
  }
}

/** Counts hits per key in fixed windows. */
class WindowCount {
  private readonly hits: Bounded<{ start: number; count: number }>;
  private readonly limit: number;
  private readonly windowMs: number;
  constructor(limit: number, windowMs: number, maxKeys: number) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.hits = new Bounded(maxKeys);
  }
  private current(key: string, now: number) {
    const w = this.hits.get(key);
    return w && now - w.start < this.windowMs ? w : null;
  }
  /** Milliseconds until the key may try again, or 0. */
  wait(key: string, now: number): number {
    const w = this.current(key, now);
    return w && w.count >= this.limit ? w.start + this.windowMs - now : 0;
  }
  hit(key: string, now: number): void {
    const w = this.current(key, now) ?? { start: now, count: 0 };
    this.hits.set(key, { start: w.start, count: w.count + 1 });
  }
  get size(): number {
    return this.hits.size;
  }
}

type Account = { failures: number; lastFailure: number; lockedUntil: number };

export class AuthThrottle {
  readonly limits: ThrottleLimits;
  private readonly accounts: Bounded<Account>;
  private readonly ips: WindowCount;
  private readonly changes: WindowCount;

  constructor(limits: Partial<ThrottleLimits> = {}) {
    this.limits = { ...DEFAULT_THROTTLE, ...limits };
    const l = this.limits;
    this.accounts = new Bounded(l.maxKeys);
    this.ips = new WindowCount(l.ipFailures, l.ipWindowMs, l.maxKeys);
    this.changes = new WindowCount(l.changesPerUser, l.changeWindowMs, l.maxKeys);
  }

  private account(key: string, now: number): Account | null {
    const a = this.accounts.get(key);
    return a && now - a.lastFailure < this.limits.forgetMs ? a : null;
  }

  /** Milliseconds before a password of this account may be tried from this address, or 0. */
  wait(account: string, ip: string, now: number): number {
    const a = this.account(accountKey(account), now);
    return Math.max(a ? a.lockedUntil - now : 0, this.ips.wait(ip, now), 0);
  }

  /** A wrong password: counts for the account (locking it past the limit) and the address. */
  failed(account: string, ip: string, now: number): void {
    const key = accountKey(account);
    const failures = (this.account(key, now)?.failures ?? 0) + 1;
    const over = failures - this.limits.accountFailures;
    const lockedUntil =
      over >= 0 ? now + Math.min(this.limits.maxLockMs, this.limits.lockMs * 2 ** over) : 0;
    this.accounts.set(key, { failures, lastFailure: now, lockedUntil });
    this.ips.hit(ip, now);
  }

  /** A right password: the account's failures are cleared (the address keeps its count). */
  succeeded(account: string): void {
    this.accounts.delete(accountKey(account));
  }

  /** Milliseconds before this user may try another password change, or 0. */
  changeWait(userId: string, now: number): number {
    return this.changes.wait(userId, now);
  }

  /** A password change was tried (right or wrong old password). */
  changeTried(userId: string, now: number): void {
    this.changes.hit(userId, now);
  }

  /** Keys held per table (to check the bounds). */
  sizes(): { accounts: number; ips: number; changes: number } {
    return { accounts: this.accounts.size, ips: this.ips.size, changes: this.changes.size };
  }
}
