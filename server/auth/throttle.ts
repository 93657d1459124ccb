/**
 * Password guessing limits, kept in memory: one process, forgotten on restart, each instance of
 * a multi-instance deployment counts on its own. Every table is bounded (the least recently
 * touched keys are dropped first), so a flood of names, addresses or devices cannot grow memory.
 *
 * A sign-in comes from a known device (it carries a valid device token of the account, see
 * device.ts) or from an unknown one. Nothing counts successes, and nothing counts one address's
 * sign-ins as a whole, so a class behind one school address signs in while one student hammers.
 *
 * - Per device, known devices only: after `deviceFailures` wrong passwords that device is refused
 *   for `lockMs`, doubling at each further failure up to `maxLockMs`. No other limit holds a
 *   known device: a locked account signs in from its owner's browser.
 * - Per (address, account), unknown devices: after `pairFailures` the account is refused from
 *   that address, with the same growing wait. A student hammering one account from the school
 *   address locks only that account from that address.
 * - Per account, unknown devices from any address: after `accountFailures` (a guess spread over
 *   addresses) the account is refused to every unknown device, with the same growing wait.
 * - Per address, unknown devices: when `ipAccounts` distinct accounts failed from it in
 *   `ipWindowMs` (one address trying many names), its unknown devices wait for the window's end.
 * A success clears the failures it was checked under (its device's, or its pair's and account's);
 * failures are forgotten after `forgetMs` without another.
 * - Per user, for password changes: at most `changesPerUser` attempts in `changeWindowMs`.
 *
 * The request budget per (address, account) is the login route's @fastify/rate-limit (app.ts).
 */
import { createHash } from 'node:crypto';

export type ThrottleLimits = {
  deviceFailures: number;
  pairFailures: number;
  accountFailures: number;
  lockMs: number;
  maxLockMs: number;
  forgetMs: number;
  ipAccounts: number;
  ipWindowMs: number;
  changesPerUser: number;
  changeWindowMs: number;
  /** Most keys each table holds. */
  maxKeys: number;
};

export const DEFAULT_THROTTLE: ThrottleLimits = {
  deviceFailures: 5,
  pairFailures: 5,
  accountFailures: 10,
  lockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
  ipAccounts: 100,
  ipWindowMs: 10 * 60_000,
  changesPerUser: 10,
  changeWindowMs: 10 * 60_000,
  maxKeys: 10_000,
};

/** The key of an account: the same for "Student01", " student01" and "ｓｔｕｄｅｎｔ01". */
export const accountKey = (username: string): string =>
  username.normalize('NFKC').trim().toLowerCase();

/**
 * One sign-in: the account name typed, the client's address, and the key of its device (the
 * hash of a valid device token of this account, device.ts) or null for an unknown device.
 */
export type SignIn = { account: string; ip: string; device: string | null };

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

/**
 * Distinct values seen per key in fixed windows (the names that failed from an address). Each
 * key keeps at most `limit` values, as 32-bit hashes: a key past its limit adds nothing more.
 */
class WindowDistinct {
  private readonly seen: Bounded<{ start: number; values: Set<number> }>;
  private readonly limit: number;
  private readonly windowMs: number;
  constructor(limit: number, windowMs: number, maxKeys: number) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.seen = new Bounded(maxKeys);
  }
  private current(key: string, now: number) {
    const w = this.seen.get(key);
    return w && now - w.start < this.windowMs ? w : null;
  }
  wait(key: string, now: number): number {
    const w = this.current(key, now);
    return w && w.values.size >= this.limit ? w.start + this.windowMs - now : 0;
  }
  add(key: string, value: string, now: number): void {
    const w = this.current(key, now) ?? { start: now, values: new Set<number>() };
    if (w.values.size < this.limit)
      w.values.add(createHash('sha256').update(value).digest().readUInt32BE(0));
    this.seen.set(key, w);
  }
  get size(): number {
    return this.seen.size;
  }
}

type Failures = { failures: number; lastFailure: number; lockedUntil: number };

/** Failures per key; past `threshold` the key is locked for a wait that doubles to a cap. */
class Lockout {
  private readonly table: Bounded<Failures>;
  private readonly threshold: number;
  private readonly limits: ThrottleLimits;
  constructor(threshold: number, limits: ThrottleLimits) {
    this.threshold = threshold;
    this.limits = limits;
    this.table = new Bounded(limits.maxKeys);
  }
  private current(key: string, now: number): Failures | null {
    const f = this.table.get(key);
    return f && now - f.lastFailure < this.limits.forgetMs ? f : null;
  }
  wait(key: string, now: number): number {
    return Math.max((this.current(key, now)?.lockedUntil ?? 0) - now, 0);
  }
  failed(key: string, now: number): void {
    const failures = (this.current(key, now)?.failures ?? 0) + 1;
    const over = failures - this.threshold;
    const { lockMs, maxLockMs } = this.limits;
    const lockedUntil = over >= 0 ? now + Math.min(maxLockMs, lockMs * 2 ** over) : 0;
    this.table.set(key, { failures, lastFailure: now, lockedUntil });
  }
  clear(key: string): void {
    this.table.delete(key);
  }
  get size(): number {
    return this.table.size;
  }
}

const pairKey = (ip: string, account: string) => `${ip}\n${account}`;

export class AuthThrottle {
  readonly limits: ThrottleLimits;
  private readonly devices: Lockout;
  private readonly pairs: Lockout;
  private readonly accounts: Lockout;
  private readonly ips: WindowDistinct;
  private readonly changes: WindowCount;

  constructor(limits: Partial<ThrottleLimits> = {}) {
    this.limits = { ...DEFAULT_THROTTLE, ...limits };
    const l = this.limits;
    this.devices = new Lockout(l.deviceFailures, l);
    this.pairs = new Lockout(l.pairFailures, l);
    this.accounts = new Lockout(l.accountFailures, l);
    this.ips = new WindowDistinct(l.ipAccounts, l.ipWindowMs, l.maxKeys);
    this.changes = new WindowCount(l.changesPerUser, l.changeWindowMs, l.maxKeys);
  }

  /** Milliseconds before this sign-in may try a password, or 0. */
  wait(s: SignIn, now: number): number {
    if (s.device !== null) return this.devices.wait(s.device, now);
    const account = accountKey(s.account);
    return Math.max(
      this.pairs.wait(pairKey(s.ip, account), now),
      this.accounts.wait(account, now),
      this.ips.wait(s.ip, now),
    );
  }

  /**
   * Before a password is checked: the milliseconds to wait, or 0 after counting the attempt as
   * a failure of the device, or else of the pair and the account, until `succeeded` clears it.
   * Counting first holds attempts sent at once: the sixth of a burst waits like the sixth of a
   * series, however long the password hashes take.
   */
  begin(s: SignIn, now: number): number {
    const wait = this.wait(s, now);
    if (wait > 0) return wait;
    if (s.device !== null) {
      this.devices.failed(s.device, now);
    } else {
      const account = accountKey(s.account);
      this.pairs.failed(pairKey(s.ip, account), now);
      this.accounts.failed(account, now);
    }
    return 0;
  }

  /** A wrong password (the failure `begin` counted stands): the address notes the account. */
  failed(s: SignIn, now: number): void {
    if (s.device === null) this.ips.add(s.ip, accountKey(s.account), now);
  }

  /** A right password: clears the failures it was checked under (the address keeps its names). */
  succeeded(s: SignIn): void {
    if (s.device !== null) return this.devices.clear(s.device);
    const account = accountKey(s.account);
    this.pairs.clear(pairKey(s.ip, account));
    this.accounts.clear(account);
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
  sizes() {
    return {
      devices: this.devices.size,
      pairs: this.pairs.size,
      accounts: this.accounts.size,
      ips: this.ips.size,
      changes: this.changes.size,
    };
  }
}
