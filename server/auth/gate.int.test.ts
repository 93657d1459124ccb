/**
 * The API is closed by default (auth/gate.ts): walking the OpenAPI document, every route not on
 * the allow-list answers 401 in the error envelope without a token, with a bad one and with a
 * logged-out one, before its body is validated; the teacher, authoring and admin groups answer
 * 403 to the roles below theirs; a user who must change their password gets 403 from every route
 * but logout and the change; a request looks its session up once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './passwords.ts';
import { isPublicRoute, PUBLIC_ROUTES } from './gate.ts';
import { harness, type Harness } from '../testing/harness.ts';

let h: Harness;
let routes: { method: string; url: string }[];
beforeAll(async () => {
  h = await harness({ loginLimit: { max: 100, timeWindow: 60_000 } });
  await h.storage.createUser({
    id: 'id-admin01',
    username: 'admin01',
    displayName: 'admin01',
    role: 'admin',
    passwordHash: await hashPassword('demo1234'),
    classId: null,
    createdAt: h.clock.now.toISOString(),
  });
  await h.addUsers(['student09']);
  await h.app.ready();
  const doc = h.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((m) => ({ method: m.toUpperCase(), url })),
  );
});
afterAll(() => h.close());

const call = (r: { method: string; url: string }, token?: string) =>
  h.app.inject({
    method: r.method as 'GET' | 'POST',
    url: r.url,
    ...(r.method === 'GET' ? {} : { payload: {} }),
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
const closed = () => routes.filter((r) => !isPublicRoute(r.method, r.url));
const under = (prefix: string) => closed().filter((r) => r.url.startsWith(prefix));
const label = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('the allow-list', () => {
  it('names routes that exist, and only those answer without a session', async () => {
    for (const r of PUBLIC_ROUTES) expect(h.app.hasRoute(r), label(r)).toBe(true);
    for (const url of ['/api/health', '/api/openapi.json', '/api/Examination/GetServiceTime']) {
      expect((await call({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const login = await h.post('/api/User/login', { userName: 'student01', password: 'nope' });
    expect(login.json().message).toBe('user.error.badCredentials');
  });
});

describe('every other route of the OpenAPI document', () => {
  it('is walked: the modules, teacher, authoring and admin routes are all there', () => {
    const prefixes = new Set(closed().map((r) => r.url.split('/').slice(0, 3).join('/')));
    for (const p of ['/api/PTMail', '/api/PTChat', '/api/Teacher', '/api/Authoring', '/api/Admin'])
      expect(prefixes).toContain(p);
    expect(closed().length).toBeGreaterThan(80);
  });

  it('answers 401 errors.unauthorized without a token, with a bad one, with a logged-out one', async () => {
    const loggedOut = await h.login('student02');
    expect((await h.post('/api/User/Logout', {}, loggedOut)).statusCode).toBe(200);
    const wrong: string[] = [];
    for (const r of closed()) {
      for (const token of [undefined, 'not-a-token', loggedOut]) {
        const res = await call(r, token);
        const body = res.json() as { status: string; message: string };
        if (
          res.statusCode !== 401 ||
          body.status !== '401' ||
          body.message !== 'errors.unauthorized'
        )
          wrong.push(`${label(r)} (${token ?? 'no token'}): ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('roles declared on the route groups', () => {
  const refused = async (list: { method: string; url: string }[], token: string) => {
    const wrong: string[] = [];
    for (const r of list) {
      const res = await call(r, token);
      if (res.statusCode !== 403 || res.json().message !== 'errors.forbidden')
        wrong.push(`${label(r)}: ${res.statusCode} ${res.body}`);
    }
    return wrong;
  };

  it('refuses students the teacher and authoring routes and teachers the admin routes, before validating the body', async () => {
    const student = await h.login('student01');
    const teacher = await h.login('teacher01');
    const teacherRoutes = [...under('/api/Teacher/'), ...under('/api/Authoring/')];
    expect(under('/api/Authoring/').length).toBeGreaterThan(0);
    expect(await refused(teacherRoutes, student)).toEqual([]);
    expect(await refused(under('/api/Admin/'), student)).toEqual([]);
    expect(await refused(under('/api/Admin/'), teacher)).toEqual([]);
  });

  it('lets teachers and admins through to the route (its own checks and validation)', async () => {
    const teacher = await h.login('teacher01');
    const admin = await h.login('admin01');
    for (const r of [...under('/api/Teacher/'), ...under('/api/Authoring/')]) {
      for (const token of [teacher, admin]) {
        expect([401, 403], label(r)).not.toContain((await call(r, token)).statusCode);
      }
    }
    for (const r of under('/api/Admin/')) {
      expect([401, 403], label(r)).not.toContain((await call(r, admin)).statusCode);
    }
  });
});

describe('a user who must change their password', () => {
  it('gets 403 user.error.mustChangePassword everywhere but Logout and ChangePwd', async () => {
    const token = await h.login('student09');
    await h.storage.setPassword('id-student09', await hashPassword('demo1234'), true, '*');
    // setPassword ended the session above; the flag is read at the next sign-in.
    const fresh = await h.login('student09');
    expect(token).not.toBe(fresh);
    const wrong: string[] = [];
    const logout = 'POST /api/User/Logout';
    for (const r of closed().filter((r) => label(r) !== logout)) {
      const res = await call(r, fresh);
      if (label(r) === 'POST /api/User/ChangePwd') {
        // Reaches the handler: the empty body fails validation.
        if (res.statusCode !== 400) wrong.push(`${label(r)}: ${res.statusCode} ${res.body}`);
      } else if (res.statusCode !== 403 || res.json().message !== 'user.error.mustChangePassword') {
        wrong.push(`${label(r)}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect((await h.post('/api/User/Logout', {}, fresh)).statusCode).toBe(200);
  });
});

describe('the session lookup', () => {
  it('happens once per request, though the gate and the handler both ask', async () => {
    const token = await h.login('teacher01');
    const original = h.storage.getSession.bind(h.storage);
    let lookups = 0;
    h.storage.getSession = (tokenHash) => ((lookups += 1), original(tokenHash));
    try {
      const r = await h.post('/api/Teacher/Classes', {}, token);
      expect(r.statusCode).toBe(200);
    } finally {
      h.storage.getSession = original;
    }
    expect(lookups).toBe(1);
  });
});
