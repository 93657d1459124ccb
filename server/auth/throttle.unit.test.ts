/** Guessing limits: per account with back-off, per address, per user for password changes. */
import { describe, expect, it } from 'vitest';
import { accountKey, AuthThrottle, DEFAULT_THROTTLE } from './throttle.ts';

const S = 1000;

describe('per account', () => {
  it('locks after 5 failures, doubling the wait at each further one up to the cap', () => {
    const t = new AuthThrottle();
    let now = 0;
    for (let i = 0; i < 4; i += 1) t.failed('student01', `10.0.0.${i}`, now);
    expect(t.wait('student01', '10.9.9.9', now)).toBe(0);
    t.failed('student01', '10.0.0.9', now);
    expect(t.wait('student01', '10.9.9.9', now)).toBe(30 * S);
    expect(t.wait('student02', '10.0.0.9', now)).toBe(0);

    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      now += t.wait('student01', '10.9.9.9', now);
      t.failed('student01', '10.9.9.9', now);
      waits.push(t.wait('student01', '10.9.9.9', now) / S);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900, 900, 900]);
  });

  it('a success clears the failures; they are forgotten after an hour without one', () => {
    const t = new AuthThrottle();
    for (let i = 0; i < 4; i += 1) t.failed('student01', 'a', 0);
    t.succeeded('student01');
    t.failed('student01', 'a', 0);
    expect(t.wait('student01', 'a', 0)).toBe(0);
    for (let i = 0; i < 3; i += 1) t.failed('student01', 'a', 0);
    const later = DEFAULT_THROTTLE.forgetMs;
    t.failed('student01', 'a', later);
    expect(t.wait('student01', 'a', later)).toBe(0);
  });

  it('counts a name however it is written', () => {
    expect(accountKey(' Student01 ')).toBe('student01');
    expect(accountKey('ｓｔｕｄｅｎｔ０１')).toBe('student01');
    const t = new AuthThrottle({ accountFailures: 2 });
    t.failed('Student01', 'a', 0);
    t.failed('ＳＴＵＤＥＮＴ01 ', 'a', 0);
    expect(t.wait('student01', 'b', 0)).toBeGreaterThan(0);
  });
});

describe('per address', () => {
  it('refuses an address past its failures until the window ends; successes do not count', () => {
    const t = new AuthThrottle({ ipFailures: 3, ipWindowMs: 60 * S });
    for (let i = 0; i < 3; i += 1) t.failed(`user${i}`, '10.0.0.1', 10 * S);
    expect(t.wait('someone', '10.0.0.1', 10 * S)).toBe(60 * S);
    expect(t.wait('someone', '10.0.0.2', 10 * S)).toBe(0);
    expect(t.wait('someone', '10.0.0.1', 70 * S)).toBe(0);
    t.succeeded('someone');
    expect(t.wait('someone', '10.0.0.1', 70 * S)).toBe(0);
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

describe('memory', () => {
  it('holds at most maxKeys per table, dropping the least recently touched', () => {
    const t = new AuthThrottle({ maxKeys: 100, accountFailures: 1 });
    t.failed('target', 'ip-target', 0);
    for (let i = 0; i < 1000; i += 1) {
      t.failed(`name-${i}`, `ip-${i}`, 0);
      t.changeTried(`u-${i}`, 0);
    }
    expect(t.sizes()).toEqual({ accounts: 100, ips: 100, changes: 100 });
    expect(t.wait('name-999', 'x', 0)).toBeGreaterThan(0);
  });
});
