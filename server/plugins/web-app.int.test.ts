/**
 * The built web app as the server sends it: pre-compressed copies chosen by Accept-Encoding,
 * hashed assets cached a year, index.html revalidated, and the SPA fallback only for reads of
 * client-side routes.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppHarness } from '../testing/webApp.ts';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
const INDEX = `<!doctype html><html><head><title>cbsim</title><script type="module" src="/assets/index-AbCd1234.js"></script></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;

describe('the built web app', () => {
  let app: Awaited<ReturnType<typeof webAppHarness>>['app'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await webAppHarness(
      {
        'index.html': INDEX,
        'assets/index-AbCd1234.js': SCRIPT,
        'assets/tiny-Zz99Yy88.js': 'export {};\n',
      },
      { precompress: true },
    ));
  });
  afterAll(() => close());

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed asset in brotli to a browser that accepts it, cached for a year', async () => {
    const r = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br, zstd');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const r = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(r.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const r = await get('/assets/index-AbCd1234.js', accept);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.body).toBe(SCRIPT);
    }
  });

  it('sends a file too small to compress as it is', async () => {
    const r = await get('/assets/tiny-Zz99Yy88.js', 'br, gzip');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe('export {};\n');
  });

  it('has index.html revalidated (no-cache, ETag, 304 when unchanged), compressed too', async () => {
    for (const url of ['/', '/index.html', '/Home', '/orderSlove?x=1']) {
      const r = await get(url, 'br');
      expect({ url, status: r.statusCode }).toEqual({ url, status: 200 });
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(INDEX);
      const etag = r.headers.etag;
      expect(etag).toBeTruthy();
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('serves client-side routes to GET and HEAD only; other methods are 405', async () => {
    expect((await get('/login', undefined, 'HEAD')).statusCode).toBe(200);
    for (const [method, url] of [
      ['PUT', '/Home'],
      ['DELETE', '/login'],
      ['POST', '/orderSlove'],
      ['PATCH', '/'],
      ['POST', '/assets/index-AbCd1234.js'],
    ] as const) {
      const r = await app.inject({ method, url, payload: 'x=1' });
      expect({ method, url, status: r.statusCode }).toEqual({ method, url, status: 405 });
      expect(r.headers.allow).toBe('GET, HEAD');
      expect(r.headers['content-type']).toMatch(/application\/json/);
      expect(r.json()).toEqual({ status: 'error', message: 'errors.methodNotAllowed', data: null });
    }
  });

  it('answers a missing file with 404, not with the app', async () => {
    for (const url of ['/assets/index-OldHash1.js', '/favicon.ico', '/samples/site-orders.csv']) {
      const r = await get(url, 'br');
      expect({ url, status: r.statusCode }).toEqual({ url, status: 404 });
      expect(r.json()).toEqual({ status: 'error', message: 'errors.notFound', data: null });
    }
  });

  it('keeps the API a JSON 404 for unknown paths and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/NoSuch/thing'],
      ['PUT', '/api/User/login'],
    ] as const) {
      const r = await app.inject({ method, url });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ status: 'error', message: 'errors.notFound', data: null });
    }
  });
});
