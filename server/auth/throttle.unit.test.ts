/**
 * Guessing limits: per device for known devices; per (address, account), per account and
 * distinct accounts per address for unknown ones; per user for password changes.
 */
import { describe, expect, it } from 'vitest';
import { accountKey, AuthThrottle, DEFAULT_THROTTLE, type SignIn } from './throttle.ts';

const S = 1000;
const unknown = (account: string, ip: string): SignIn => ({ account, ip, device: null });
const known = (account: string, ip: string, device: string): SignIn => ({ account, ip, device });
/** A wrong password, as the login route reports it: begun, then failed (unless refused). */
const fail = (t: AuthThrottle, s: SignIn, now: number) => {
  if (t.begin(s, now) === 0) t.failed(s, now);
};

describe('per (address, account), unknown devices', () => {
  it('locks the account from that address after 5 failures, doubling up to the cap', () => {
    const t = new AuthThrottle();
    let now = 0;
    for (let i = 0; i < 4; i += 1) fail(t, unknown('student01', 'school'), now);
    expect(t.wait(unknown('student01', 'school'), now)).toBe(0);
    fail(t, unknown('student01', 'school'), now);
    expect(t.wait(unknown('student01', 'school'), now)).toBe(30 * S);
    // Another address, another account of the same address: not held.
    expect(t.wait(unknown('student01', 'home'), now)).toBe(0);
    expect(t.wait(unknown('student02', 'school'), now)).toBe(0);

    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      now += t.wait(unknown('student01', 'school'), now);
      fail(t, unknown('student01', 'school'), now);
      waits.push(t.wait(unknown('student01', 'school'), now) / S);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900, 900, 900]);
  });

  it('a success clears the failures; they are forgotten after an hour without one', () => {
    const t = new AuthThrottle();
    for (let i = 0; i < 4; i += 1) fail(t, unknown('student01', 'a'), 0);
    t.succeeded(unknown('student01', 'a'));
    fail(t, unknown('student01', 'a'), 0);
    expect(t.wait(unknown('student01', 'a'), 0)).toBe(0);
    for (let i = 0; i < 3; i += 1) fail(t, unknown('student01', 'a'), 0);
    const later = DEFAULT_THROTTLE.forgetMs;
    fail(t, unknown('student01', 'a'), later);
    expect(t.wait(unknown('student01', 'a'), later)).toBe(0);
  });

  it('counts a name however it is written', () => {
    expect(accountKey(' Student01 ')).toBe('student01');
    expect(accountKey('ｓｔｕｄｅｎｔ０１')).toBe('student01');
    const t = new AuthThrottle({ pairFailures: 2 });
    fail(t, unknown('Student01', 'a'), 0);
    fail(t, unknown('ＳＴＵＤＥＮＴ01 ', 'a'), 0);
    expect(t.wait(unknown('student01', 'a'), 0)).toBeGreaterThan(0);
  });
});

describe('per account, unknown devices from any address', () => {
  it('locks the account everywhere after 10 failures spread over addresses', () => {
    const t = new AuthThrottle();
    for (let i = 0; i < 9; i += 1) fail(t, unknown('teacher01', `10.0.0.${i}`), 0);
    expect(t.wait(unknown('teacher01', '10.9.9.9'), 0)).toBe(0);
    fail(t, unknown('teacher01', '10.0.0.9'), 0);
    expect(t.wait(unknown('teacher01', '10.9.9.9'), 0)).toBe(30 * S);
    expect(t.wait(unknown('teacher02', '10.9.9.9'), 0)).toBe(0);
  });
});

describe('known devices', () => {
  it('are not held by the account, the pair or the address; their failures lock only them', () => {
    const t = new AuthThrottle({ ipAccounts: 3 });
    for (let i = 0; i < 20; i += 1) fail(t, unknown('teacher01', `10.0.0.${i % 4}`), 0);
    for (const name of ['a', 'b', 'c']) fail(t, unknown(name, '10.0.0.1'), 0);
    expect(t.wait(unknown('teacher01', '10.0.0.1'), 0)).toBeGreaterThan(0);
    expect(t.wait(known('teacher01', '10.0.0.1', 'dev-1'), 0)).toBe(0);

    for (let i = 0; i < 5; i += 1) fail(t, known('teacher01', '10.0.0.1', 'dev-2'), 0);
    expect(t.wait(known('teacher01', '10.0.0.1', 'dev-2'), 0)).toBe(30 * S);
    expect(t.wait(known('teacher01', '10.0.0.1', 'dev-1'), 0)).toBe(0);
    // The device's failures do not count for the account or the address.
    expect(t.wait(unknown('teacher02', '10.0.0.7'), 0)).toBe(0);
    expect(t.wait(unknown('dave', '10.0.0.2'), 0)).toBe(0);
  });

  it('a device success clears that device only', () => {
    const t = new AuthThrottle();
    for (let i = 0; i < 4; i += 1) fail(t, known('s1', 'a', 'dev'), 0);
    for (let i = 0; i < 5; i += 1) fail(t, unknown('s1', 'a'), 0);
    t.succeeded(known('s1', 'a', 'dev'));
    fail(t, known('s1', 'a', 'dev'), 0);
    expect(t.wait(known('s1', 'a', 'dev'), 0)).toBe(0);
    expect(t.wait(unknown('s1', 'a'), 0)).toBe(30 * S);
  });
});

describe('per address: distinct accounts, unknown devices', () => {
  it('refuses unknown devices of an address once that many accounts failed there', () => {
    const t = new AuthThrottle({ ipAccounts: 3, ipWindowMs: 60 * S });
    // One account failing again and again is one account.
    for (let i = 0; i < 50; i += 1) fail(t, unknown('hammered', '10.0.0.1'), 10 * S);
    fail(t, unknown('user1', '10.0.0.1'), 10 * S);
    expect(t.wait(unknown('someone', '10.0.0.1'), 10 * S)).toBe(0);
    fail(t, unknown('USER2', '10.0.0.1'), 10 * S);
    expect(t.wait(unknown('someone', '10.0.0.1'), 10 * S)).toBe(60 * S);
    expect(t.wait(unknown('someone', '10.0.0.2'), 10 * S)).toBe(0);
    expect(t.wait(known('someone', '10.0.0.1', 'dev'), 10 * S)).toBe(0);
    expect(t.wait(unknown('someone', '10.0.0.1'), 70 * S)).toBe(0);
  });
});

describe('password changes per user', () => {
  it('allows a number of changes per window', () => {
    const t = new AuthThrottle({ changesPerUser: 2, changeWindowMs: 60 * S });
    t.changeTried('u1', 0);
    expect(t.changeWait('u1', 0)).toBe(0);
    t.changeTried('u1', S);
    expect(t.changeWait('u1', S)).toBe(59 * S);
    expect(t.changeWait('u2', S)).toBe(0);
    expect(t.changeWait('u1', 60 * S)).toBe(0);
  });
});

describe('attempts at once', () => {
  it('counts an attempt when it begins: a burst is held like a series', () => {
    const t = new AuthThrottle();
    const s = unknown('student01', 'school');
    const begun = Array.from({ length: 20 }, () => t.begin(s, 0));
    expect(begun.filter((w) => w === 0)).toHaveLength(5);
    const device = known('student01', 'school', 'dev');
    expect(
      Array.from({ length: 20 }, () => t.begin(device, 0)).filter((w) => w === 0),
    ).toHaveLength(5);
  });

  it('a right password clears what its begin counted', () => {
    const t = new AuthThrottle();
    const s = unknown('student01', 'school');
    for (let i = 0; i < 10; i += 1) {
      expect(t.begin(s, 0)).toBe(0);
      t.succeeded(s);
    }
  });
});

describe('memory', () => {
  it('holds at most maxKeys per table, dropping the least recently touched', () => {
    const t = new AuthThrottle({ maxKeys: 100, pairFailures: 1, deviceFailures: 1 });
    for (let i = 0; i < 1000; i += 1) {
      fail(t, unknown(`name-${i}`, `ip-${i}`), 0);
      fail(t, known('x', 'y', `dev-${i}`), 0);
      t.changeTried(`u-${i}`, 0);
    }
    expect(t.sizes()).toEqual({ devices: 100, pairs: 100, accounts: 100, ips: 100, changes: 100 });
    expect(t.wait(unknown('name-999', 'ip-999'), 0)).toBeGreaterThan(0);
    expect(t.wait(known('x', 'y', 'dev-999'), 0)).toBeGreaterThan(0);
  });
});
