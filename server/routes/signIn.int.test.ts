/**
 * Sign-in limits nobody can turn against a class (issue 21 §2, 3), on both adapters (the device
 * tokens' key is stored): a locked account signs in from a known device and not from an unknown
 * one; a device's own failures lock only it; 60 accounts sign in from one address while another
 * account of that address fails 500 times; many names failing from one address hold its unknown
 * devices only; every 429 carries Retry-After. Without PostgreSQL binaries that half is skipped
 * (CI fails).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from '../../tests/support/pg-cluster.ts';
import { buildApp } from '../app.ts';
import { harness, PASSWORD, shippedCatalogue, type Harness } from '../testing/harness.ts';

const pgMissing = findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)';

type Reply = Awaited<ReturnType<Harness['post']>>;

/** The device cookie a sign-in set: `name=value`. */
const deviceCookie = (r: Reply): string => {
  const set = r.headers['set-cookie'];
  const line = (Array.isArray(set) ? set : [set ?? '']).find((c) => c.startsWith('cbsim_device_'));
  if (!line) throw new Error(`no device cookie: ${String(set)}`);
  return line.split(';')[0]!;
};

describe.each(['sqlite', 'postgres'] as const)('sign-in limits on %s', (db) => {
  if (db === 'postgres' && pgMissing) {
    if (process.env.CI)
      it('PostgreSQL is available (required on CI)', () => expect(pgMissing).toBeNull());
    else it.skip(`skipped: ${pgMissing}`, () => undefined);
    return;
  }
  let cluster: PgCluster | null = null;
  let h: Harness;
  beforeAll(async () => {
    cluster = db === 'postgres' ? await startPgCluster() : null;
    h = await harness({
      ...(cluster ? { databaseUrl: cluster.url } : {}),
      loginLimit: { max: 1000, timeWindow: 60_000 },
      throttle: { ipAccounts: 5 },
      // Addresses come from inject's remoteAddress; the proxy's header only says https.
      trustProxy: true,
    });
  });
  afterAll(async () => {
    await h.close();
    await cluster?.stop();
  });

  const login = (userName: string, password: string, ip: string, cookie?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/User/login',
      payload: { userName, password },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });
  const codes = async (rs: Promise<Reply>[]) => (await Promise.all(rs)).map((r) => r.statusCode);
  /** Every 429 says when to come back. */
  const expectRetryAfter = (rs: Reply[]) => {
    for (const r of rs.filter((x) => x.statusCode === 429))
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('gives a signed device cookie: HttpOnly, SameSite=Strict, for the login route only', async () => {
    await h.addUsers(['cookie01']);
    const r = await login('cookie01', PASSWORD, '10.1.0.1');
    const set = String(r.headers['set-cookie']);
    expect(set).toMatch(
      /^cbsim_device_[\w-]{16}=v1\.[\w-]+\.[0-9a-z]+\.[\w-]+\.[\w-]+; Max-Age=15552000; Path=\/api\/User\/login; HttpOnly; SameSite=Strict$/,
    );
    // The token is in no table: storage keeps only the key it is signed with.
    expect(set).not.toContain(r.json().data.token);
    // Secure when the request came over HTTPS (a trusted proxy's X-Forwarded-Proto).
    const https = await h.app.inject({
      method: 'POST',
      url: '/api/User/login',
      payload: { userName: 'cookie01', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.1.0.2' },
    });
    expect(String(https.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('a locked account signs in from a known device, not from an unknown one', async () => {
    await h.addUsers(['locked01', 'locked02']);
    const device = deviceCookie(await login('locked01', PASSWORD, '10.2.0.1'));
    // Ten wrong passwords spread over addresses lock the account for unknown devices.
    for (let i = 0; i < 10; i += 1)
      expect((await login('locked01', `guess-${i}`, `10.2.1.${i}`)).statusCode).toBe(401);
    const refused = await login('locked01', PASSWORD, '10.2.0.1');
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'user.error.tooManyAttempts',
    ]);
    expect(refused.headers['retry-after']).toBe('30');
    // The owner's browser signs in, from the address the guesses came from too.
    const owner = await login('locked01', PASSWORD, '10.2.1.3', device);
    expect(owner.statusCode).toBe(200);
    // and gets a fresh device token; the account stays locked for unknown devices.
    expect(deviceCookie(owner)).not.toBe(device);
    expect((await login('locked01', PASSWORD, '10.2.0.9')).statusCode).toBe(429);
    // Another account's token, a forged one: unknown devices.
    const other = deviceCookie(await login('locked02', PASSWORD, '10.2.0.1'));
    const renamed = `${device.split('=')[0]}=${other.split('=')[1]}`;
    expect((await login('locked01', PASSWORD, '10.2.0.1', renamed)).statusCode).toBe(429);
    expect((await login('locked01', PASSWORD, '10.2.0.1', `${device}x`)).statusCode).toBe(429);
  });

  it('a known device’s failures lock only that device', async () => {
    await h.addUsers(['device01']);
    const mine = deviceCookie(await login('device01', PASSWORD, '10.3.0.1'));
    const theirs = deviceCookie(await login('device01', PASSWORD, '10.3.0.2'));
    const wrong = await codes(
      Array.from({ length: 6 }, () => login('device01', 'wrong-pass', '10.3.0.2', theirs)),
    );
    expect(wrong.filter((c) => c === 401).length).toBeGreaterThanOrEqual(5);
    const held = await login('device01', PASSWORD, '10.3.0.2', theirs);
    expect([held.statusCode, held.json().message]).toEqual([429, 'user.error.tooManyAttempts']);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('device01', PASSWORD, '10.3.0.1', mine)).statusCode).toBe(200);
    expect((await login('device01', PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('60 accounts sign in from one address while another account there fails 500 times', async () => {
    const school = '203.0.113.60';
    const names = Array.from({ length: 60 }, (_, i) => `pupil${String(i + 1).padStart(2, '0')}`);
    await h.addUsers([...names, 'hammered01']);
    const device = deviceCookie(await login('hammered01', PASSWORD, '198.51.100.1'));
    const hammer: Promise<Reply>[] = [];
    const pupils: Promise<Reply>[] = [];
    for (let i = 0; i < 500; i += 1) {
      hammer.push(login('hammered01', `guess-${i}`, school));
      if (i % 8 === 0 && pupils.length < names.length)
        pupils.push(login(names[pupils.length]!, PASSWORD, school));
    }
    while (pupils.length < names.length)
      pupils.push(login(names[pupils.length]!, PASSWORD, school));
    const [hammered, signedIn] = [await Promise.all(hammer), await Promise.all(pupils)];
    expect(signedIn.map((r) => r.statusCode)).toEqual(names.map(() => 200));
    expect(hammered.filter((r) => r.statusCode === 200)).toEqual([]);
    expect(hammered.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(5);
    expectRetryAfter(hammered);
    // The hammered account's owner signs in from the school with their device; a classmate who
    // mistyped once signs in at the next try.
    expect((await login('hammered01', PASSWORD, school, device)).statusCode).toBe(200);
    expect((await login('pupil01', 'wrong-pass', school)).statusCode).toBe(401);
    expect((await login('pupil01', PASSWORD, school)).statusCode).toBe(200);
  });

  it('many names failing from one address hold its unknown devices only', async () => {
    const lab = '192.0.2.77';
    await h.addUsers(['spray01']);
    const device = deviceCookie(await login('spray01', PASSWORD, lab));
    // ipAccounts is 5 here: five distinct names fail (unknown names count too).
    for (const name of ['spray01', 'student01', 'nobody1', 'nobody2', 'nobody3'])
      expect((await login(name, 'wrong-pass', lab)).statusCode).toBe(401);
    const held = await login('student02', PASSWORD, lab);
    expect([held.statusCode, held.json().message]).toEqual([429, 'user.error.tooManyAttempts']);
    expect(held.headers['retry-after']).toBe('600');
    expect((await login('spray01', PASSWORD, lab, device)).statusCode).toBe(200);
    expect((await login('student02', PASSWORD, '192.0.2.78')).statusCode).toBe(200);
  });

  it('keeps the device key in storage: another instance on the same database knows the device', async () => {
    await h.addUsers(['shared01']);
    const device = deviceCookie(await login('shared01', PASSWORD, '10.4.0.1'));
    const instance = (deviceSecret?: string) =>
      buildApp({
        storage: h.storage,
        catalogue: shippedCatalogue(),
        autoTimers: false,
        ...(deviceSecret ? { deviceSecret } : {}),
      });
    for (const [app, known] of [
      [await instance(), 200],
      [await instance('another-key-from-CBSIM_DEVICE_SECRET-xx'), 429],
    ] as const) {
      try {
        const r = (password: string, cookie?: string) =>
          app.inject({
            method: 'POST',
            url: '/api/User/login',
            payload: { userName: 'shared01', password },
            remoteAddress: '10.4.0.2',
            headers: cookie ? { cookie } : {},
          });
        // Each instance counts on its own: lock the account for unknown devices there.
        for (let i = 0; i < 5; i += 1) expect((await r(`guess-${i}`)).statusCode).toBe(401);
        expect((await r(PASSWORD)).statusCode).toBe(429);
        expect((await r(PASSWORD, device)).statusCode).toBe(known);
      } finally {
        await app.close();
      }
    }
  });
});
