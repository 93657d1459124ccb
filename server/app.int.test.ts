/** Integration tests: serving the built web app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppHarness } from './testing/webApp.ts';

describe('serving the built web app', () => {
  let app: Awaited<ReturnType<typeof webAppHarness>>['app'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await webAppHarness({ 'index.html': '<!doctype html><title>cbsim</title>' }));
  });
  afterAll(() => close());

  it('answers client-side routes with index.html', async () => {
    const r = await app.inject({ method: 'GET', url: '/orderSlove' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('<title>cbsim</title>');
  });

  it('keeps unknown /api paths a JSON 404 in the envelope', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/NoSuch/thing' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ status: 'error', message: 'errors.notFound', data: null });
  });
});
