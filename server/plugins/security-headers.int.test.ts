/** Security headers on every kind of reply: API success and failure, files, fallback, 404, 405. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppHarness } from '../testing/webApp.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

describe('security headers', () => {
  let app: Awaited<ReturnType<typeof webAppHarness>>['app'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await webAppHarness({
      'index.html': '<!doctype html><title>cbsim</title>',
      'assets/index-AbCd1234.js': 'export {};\n',
    }));
  });
  afterAll(() => close());

  it('are on every reply', async () => {
    const replies = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'POST', url: '/api/User/login', payload: { userName: '' } }),
      await app.inject({ method: 'POST', url: '/api/PracticeTraining/CaseList', payload: {} }),
      await app.inject({ method: 'GET', url: '/api/NoSuch' }),
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/login' }),
      await app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' }),
      await app.inject({ method: 'GET', url: '/favicon.ico' }),
      await app.inject({ method: 'DELETE', url: '/login' }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 400, 401, 404, 200, 200, 200, 404, 405]);
    for (const r of replies) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect({ url: r.raw.req.url, name, value: r.headers[name] }).toEqual({
          url: r.raw.req.url,
          name,
          value,
        });
      }
    }
  });

  it('keep API replies out of caches, not static files', async () => {
    const api = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'POST', url: '/api/User/login', payload: { userName: '' } }),
      await app.inject({ method: 'POST', url: '/api/PracticeTraining/CaseList', payload: {} }),
      await app.inject({ method: 'GET', url: '/api/NoSuch?x=1' }),
    ];
    for (const r of api)
      expect({ url: r.raw.req.url, cc: r.headers['cache-control'] }).toEqual({
        url: r.raw.req.url,
        cc: 'no-store',
      });
    const file = await app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' });
    expect(file.headers['cache-control']).not.toBe('no-store');
    expect(file.headers['cache-control']).toBeDefined();
  });

  it('forbid framing, inline and foreign scripts, plugins and foreign form targets', () => {
    const csp = Object.fromEntries(
      SECURITY_HEADERS['content-security-policy']!.split('; ').map((d) => {
        const [name, ...values] = d.split(' ');
        return [name, values.join(' ')];
      }),
    );
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'connect-src': "'self'",
      'img-src': "'self' data: blob:",
    });
    expect(SECURITY_HEADERS['x-frame-options']).toBe('DENY');
  });
});
