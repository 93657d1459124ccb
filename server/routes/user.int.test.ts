/**
 * Integration tests: /api/User; a classroom behind one address; the client address behind a
 * reverse proxy; ChangePwd limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness({ loginLimit: { max: 50, timeWindow: 60_000 } });
});
afterAll(() => h.close());

describe('/api/User', () => {
  it('logs in with a new token each time, and refuses bad credentials the same way for unknown users', async () => {
    const a = await h.login();
    const b = await h.login();
    expect(a).not.toBe(b);
    for (const userName of ['student01', 'nobody']) {
      const r = await h.post('/api/User/login', { userName, password: 'wrong-password' });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ status: '401', message: 'user.error.badCredentials' });
    }
  });

  it('stores only hashes: the token and the password are nowhere in the database', async () => {
    const token = await h.login();
    const user = await h.storage.getUserByUsername('student01');
    expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await h.storage.getSession(token)).toBeNull();
  });

  it('rejects malformed bodies with field details and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ userName: 'student01' }, '/password'],
      [{ userName: 'student01', password: PASSWORD, admin: true }, '/admin'],
      [{ userName: 7, password: PASSWORD }, '/userName'],
      [{ userName: 'x'.repeat(65), password: PASSWORD }, '/userName'],
    ];
    for (const [body, path] of cases) {
      const r = await h.post('/api/User/login', body);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('errors.validation');
      expect(r.json().data.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/User/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', message: 'errors.malformedRequest' });
    const huge = await h.post('/api/User/login', {
      userName: 'student01',
      password: 'x'.repeat(300_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('errors.payloadTooLarge');
  });

  it('needs a live token: missing, unknown, logged out and idle tokens get 401', async () => {
    expect((await h.post('/api/PracticeTraining/CaseList', {})).statusCode).toBe(401);
    expect((await h.post('/api/PracticeTraining/CaseList', {}, 'made-up')).json().status).toBe(
      '401',
    );
    const token = await h.login();
    expect((await h.post('/api/PracticeTraining/CaseList', {}, token)).statusCode).toBe(200);
    expect((await h.post('/api/User/Logout', {}, token)).statusCode).toBe(200);
    expect((await h.post('/api/PracticeTraining/CaseList', {}, token)).statusCode).toBe(401);
    const idle = await h.login();
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 3 * 3600_000);
    expect((await h.post('/api/PracticeTraining/CaseList', {}, idle)).statusCode).toBe(401);
    h.clock.now = saved;
  });

  it('changes the password: old one checked, 8-64 characters, other sessions end', async () => {
    const token = await h.login('student02');
    const other = await h.login('student02');
    const wrong = await h.post(
      '/api/User/ChangePwd',
      { oldPwd: 'nope-nope', newPwd: 'newpass123' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('user.error.wrongOldPassword');
    const short = await h.post('/api/User/ChangePwd', { oldPwd: PASSWORD, newPwd: 'short' }, token);
    expect(short.statusCode).toBe(400);
    expect(short.json().data.details[0]).toMatchObject({
      path: '/newPwd',
      messageKey: 'validation.minLength',
    });
    const ok = await h.post(
      '/api/User/ChangePwd',
      { oldPwd: PASSWORD, newPwd: 'newpass123' },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect((await h.post('/api/PracticeTraining/CaseList', {}, token)).statusCode).toBe(200);
    expect((await h.post('/api/PracticeTraining/CaseList', {}, other)).statusCode).toBe(401);
    expect(
      (await h.post('/api/User/login', { userName: 'student02', password: 'newpass123' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a classroom behind one address', () => {
  it('61 students log in from one address within a minute', async () => {
    const room = await harness();
    try {
      const names = Array.from({ length: 61 }, (_, i) => `class${String(i + 1).padStart(2, '0')}`);
      await room.addUsers(names);
      const codes: number[] = [];
      for (const userName of names) {
        const r = await room.post(
          '/api/User/login',
          { userName, password: PASSWORD },
          undefined,
          '203.0.113.7',
        );
        codes.push(r.statusCode);
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(61);
    } finally {
      await room.close();
    }
  });

  it('guessing one account from many addresses locks that account, with a growing wait', async () => {
    await h.addUsers(['target01', 'bystander01']);
    const login = (userName: string, password: string, ip: string) =>
      h.post('/api/User/login', { userName, password }, undefined, ip);
    for (let i = 1; i <= 10; i += 1) {
      expect((await login('target01', `guess-${i}`, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    // Locked for unknown devices: even the right password waits, from any address; the name's
    // case does not matter.
    const locked = await login('Target01', PASSWORD, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 'error',
      message: 'user.error.tooManyAttempts',
      data: { params: { seconds: 30 } },
    });
    expect(locked.headers['retry-after']).toBe('30');
    // Another account logs in from the same addresses.
    expect((await login('bystander01', PASSWORD, '198.51.100.1')).statusCode).toBe(200);

    const saved = h.clock.now;
    try {
      h.clock.now = new Date(saved.getTime() + 30_000);
      expect((await login('target01', 'guess-11', '198.51.100.11')).statusCode).toBe(401);
      expect((await login('target01', PASSWORD, '198.51.100.11')).json().data.params).toEqual({
        seconds: 60,
      });
      h.clock.now = new Date(saved.getTime() + 90_000);
      expect((await login('target01', PASSWORD, '198.51.100.11')).statusCode).toBe(200);
      // A success clears the failures.
      expect((await login('target01', 'guess-12', '198.51.100.11')).statusCode).toBe(401);
      expect((await login('target01', PASSWORD, '198.51.100.11')).statusCode).toBe(200);
    } finally {
      h.clock.now = saved;
    }
  });

  it('budgets requests per (address, account): another account of the address is not held', async () => {
    const limited = await harness({ loginLimit: { max: 8, timeWindow: 60_000 } });
    try {
      const login = (userName: string, ip: string) =>
        limited.post('/api/User/login', { userName, password: PASSWORD }, undefined, ip);
      const codes: number[] = [];
      for (let i = 0; i < 9; i += 1) codes.push((await login('student02', '192.0.2.3')).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      const r = await login('Student02', '192.0.2.3');
      expect(r.json()).toMatchObject({ status: 'error', message: 'errors.rateLimited' });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login('student01', '192.0.2.3')).statusCode).toBe(200);
      expect((await login('student02', '192.0.2.4')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the client address behind a reverse proxy', () => {
  it('counts per forwarded address only for a trusted proxy (TRUST_PROXY)', async () => {
    for (const [trustProxy, expected] of [
      ['127.0.0.1', [401, 401, 429, 200]],
      [1, [401, 401, 429, 200]],
      [false, [401, 401, 429, 429]],
    ] as const) {
      const app = await harness({ throttle: { pairFailures: 2 }, trustProxy });
      try {
        const login = (password: string, forwardedFor: string) =>
          app.app.inject({
            method: 'POST',
            url: '/api/User/login',
            payload: { userName: 'student01', password },
            headers: { 'x-forwarded-for': forwardedFor },
            remoteAddress: '127.0.0.1',
          });
        const codes = [
          (await login('bad-password', '10.0.0.1')).statusCode,
          (await login('bad-password', '10.0.0.1')).statusCode,
          (await login(PASSWORD, '10.0.0.1')).statusCode,
          (await login(PASSWORD, '10.0.0.2')).statusCode,
        ];
        expect({ trustProxy, codes }).toEqual({ trustProxy, codes: expected });
      } finally {
        await app.close();
      }
    }
  });
});

describe('ChangePwd limits', () => {
  it('counts a wrong old password as a failure of the account: locked after 5', async () => {
    await h.addUsers(['changer01']);
    const token = await h.login('changer01');
    const change = (oldPwd: string) =>
      h.post('/api/User/ChangePwd', { oldPwd, newPwd: 'newpass123' }, token);
    for (let i = 0; i < 5; i += 1) {
      const r = await change(`wrong-${i}-pwd`);
      expect([r.statusCode, r.json().message]).toEqual([400, 'user.error.wrongOldPassword']);
    }
    const locked = await change(PASSWORD);
    expect([locked.statusCode, locked.json().message]).toEqual([429, 'user.error.tooManyAttempts']);
    expect(locked.headers['retry-after']).toBe('30');
    // The same account's logins wait too; the password did not change.
    const login = await h.post('/api/User/login', { userName: 'changer01', password: PASSWORD });
    expect(login.statusCode).toBe(429);
    expect(
      await verifyPassword(
        (await h.storage.getUserByUsername('changer01'))!.passwordHash,
        PASSWORD,
      ),
    ).toBe(true);
  });

  it('allows 10 changes per user in 10 minutes, and a request budget per session', async () => {
    const limited = await harness({ changePwdLimit: { max: 12, timeWindow: 60_000 } });
    try {
      await limited.addUsers(['changer02']);
      const token = await limited.login('changer02');
      const codes: (number | string)[] = [];
      for (let i = 0; i < 11; i += 1) {
        const pair = i % 2 ? ['newpass123', PASSWORD] : [PASSWORD, 'newpass123'];
        const r = await limited.post(
          '/api/User/ChangePwd',
          { oldPwd: pair[0], newPwd: pair[1] },
          token,
        );
        codes.push(r.statusCode === 200 ? 200 : `${r.statusCode} ${r.json().message}`);
      }
      expect(codes).toEqual([...Array(10).fill(200), '429 user.error.tooManyAttempts']);
      limited.clock.now = new Date(limited.clock.now.getTime() + 10 * 60_000);
      const change = (oldPwd: string, t: string) =>
        limited.post('/api/User/ChangePwd', { oldPwd, newPwd: 'newpass123' }, t);
      expect((await change('wrong-pwd-1', token)).statusCode).toBe(400);
      const spent = await change('wrong-pwd-2', token);
      expect([spent.statusCode, spent.json().message]).toEqual([429, 'errors.rateLimited']);
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
      // Another session of the same address has its own budget (a class changes at once).
      expect((await change('wrong-pwd-3', await limited.login('student01'))).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
