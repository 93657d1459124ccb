import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { catalogueOf } from './catalogue.ts';
import { openStorage } from './storage/index.ts';
import type { Storage } from './storage/types.ts';

describe('serving the built web app', () => {
  let dir: string;
  let storage: Storage;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cbsim-web-'));
    const webRoot = join(dir, 'web');
    mkdirSync(webRoot);
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>cbsim</title>');
    storage = await openStorage({ dataDir: dir });
    app = await buildApp({ storage, catalogue: catalogueOf([]), webRoot });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

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
