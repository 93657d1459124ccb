/**
 * What a first visit to /login downloads: the built app (dist/web) served by the real server,
 * opened in Chromium; every script and style the page fetches until the login form shows and
 * the network is idle. Sizes: raw (the file), gzip and brotli (the pre-compressed files the
 * server sends, or zlib at the build's settings when they are missing), and the bytes the
 * browser actually received (encodedDataLength: body and headers as sent on the wire).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildApp } from '../server/app.ts';
import { catalogueOf } from '../server/catalogue.ts';
import { openStorage } from '../server/storage/index.ts';

export type LoginTransfer = {
  requests: number;
  scripts: number;
  styles: number;
  rawKiB: number;
  gzipKiB: number;
  brotliKiB: number;
  /** What Chromium received for those requests (it accepts br), headers included. */
  transferredKiB: number;
  /** Content-Encoding of each response, counted. */
  encodings: Record<string, number>;
};

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const compressed = (file: string, ext: 'gz' | 'br', bytes: Buffer) => {
  if (existsSync(`${file}.${ext}`)) return readFileSync(`${file}.${ext}`).length;
  return ext === 'gz'
    ? gzipSync(bytes, { level: 9 }).length
    : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};

/** Null when the app is not built (run `npm run build` first). */
export const loginTransfer = async (webRoot: string): Promise<LoginTransfer | null> => {
  if (!existsSync(join(webRoot, 'index.html'))) return null;
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-bench-web-'));
  const storage = await openStorage({ dataDir: dir });
  const app = await buildApp({ storage, catalogue: catalogueOf([]), webRoot });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const seen = new Map<string, { url: string; type: string; encoding: string }>();
    const wire = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type !== 'Script' && e.type !== 'Stylesheet') return;
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      seen.set(e.requestId, {
        url: e.response.url,
        type: e.type,
        encoding: headers['content-encoding'] ?? 'identity',
      });
    });
    cdp.on('Network.loadingFinished', (e) => wire.set(e.requestId, e.encodedDataLength));
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.getByTestId('login-submit').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');

    const t: LoginTransfer = {
      requests: 0,
      scripts: 0,
      styles: 0,
      rawKiB: 0,
      gzipKiB: 0,
      brotliKiB: 0,
      transferredKiB: 0,
      encodings: {},
    };
    let raw = 0;
    let gz = 0;
    let br = 0;
    let sent = 0;
    for (const [id, r] of seen) {
      const file = join(webRoot, new URL(r.url).pathname);
      const bytes = readFileSync(file);
      t.requests += 1;
      if (r.type === 'Script') t.scripts += 1;
      else t.styles += 1;
      raw += bytes.length;
      gz += compressed(file, 'gz', bytes);
      br += compressed(file, 'br', bytes);
      sent += wire.get(id) ?? 0;
      t.encodings[r.encoding] = (t.encodings[r.encoding] ?? 0) + 1;
    }
    return {
      ...t,
      rawKiB: kib(raw),
      gzipKiB: kib(gz),
      brotliKiB: kib(br),
      transferredKiB: kib(sent),
    };
  } finally {
    await browser.close();
    await app.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

if (import.meta.main) {
  // node bench/login-transfer.ts: this figure alone
  const r = await loginTransfer(join(import.meta.dirname, '../dist/web'));
  process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
}
