import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('login rate limit', () => {
  it('answers 429 once the limit is spent', async () => {
    const limited = await harness({ loginLimit: { max: 3, timeWindow: 60_000 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push(
          (
            await limited.post('/api/User/login', {
              userName: 'student01',
              password: 'bad-password',
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const r = await limited.post('/api/User/login', {
        userName: 'student01',
        password: PASSWORD,
      });
      expect(r.json()).toMatchObject({ status: 'error', message: 'errors.rateLimited' });
    } finally {
      await limited.close();
    }
  });
});
