/**
 * A client that stops half way through a request, or trickles its headers, is answered 408 or
 * cut off within the configured time (raw sockets on a listening server: inject has no socket).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './app.ts';
import { catalogueOf } from './catalogue.ts';
import { openStorage } from './storage/index.ts';
import type { Storage } from './storage/types.ts';

const TIMEOUTS: HttpTimeouts = { request: 800, headers: 400, keepAlive: 400, checkEvery: 100 };
/** How late a cut may come: one check interval plus scheduling slack on a loaded machine. */
const SLACK = TIMEOUTS.checkEvery + 1_500;

/** Node 24 keeps an idle connection this much longer than keepAliveTimeout (its default buffer). */
const KEEP_ALIVE_BUFFER = 1_000;

type Outcome = { received: string; ms: number };

describe('HTTP time limits', () => {
  let dir: string;
  let storage: Storage;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cbsim-timeouts-'));
    storage = await openStorage({ dataDir: dir });
    app = await buildApp({ storage, catalogue: catalogueOf([]), timeouts: TIMEOUTS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Opens a socket, lets `talk` write to it, and resolves when the server closes it, or rejects
   * once `limitMs` has passed with the connection still open.
   */
  const session = (
    talk: (write: (s: string) => void) => (() => void) | void,
    limitMs: number,
  ): Promise<Outcome> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1');
      let received = '';
      let stop: (() => void) | void;
      const bound = setTimeout(() => {
        stop?.();
        socket.destroy();
        reject(new Error(`connection still open after ${limitMs} ms; received: ${received}`));
      }, limitMs);
      socket.on('connect', () => {
        stop = talk((s) => {
          if (!socket.destroyed) socket.write(s);
        });
      });
      socket.on('data', (d) => (received += d.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(bound);
        stop?.();
        resolve({ received, ms: performance.now() - started });
      });
    });

  const cutOff = (o: Outcome) => o.received === '' || /^HTTP\/1\.1 408/.test(o.received);

  it('answers a body that never completes with 408 and closes the connection', async () => {
    const o = await session((write) => {
      write(
        'POST /api/User/login HTTP/1.1\r\nHost: cbsim\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"userName"',
      );
    }, TIMEOUTS.request + SLACK);
    expect(cutOff(o)).toBe(true);
    expect(o.received).toMatch(/^HTTP\/1\.1 408/);
    expect(o.ms).toBeGreaterThanOrEqual(TIMEOUTS.request - 50);
  });

  it('cuts a slowloris that trickles headers a line at a time', async () => {
    const o = await session((write) => {
      write('GET /api/health HTTP/1.1\r\nHost: cbsim\r\n');
      let n = 0;
      const trickle = setInterval(() => write(`X-Slow-${(n += 1)}: a\r\n`), 50);
      return () => clearInterval(trickle);
    }, TIMEOUTS.headers + SLACK);
    expect(cutOff(o)).toBe(true);
    expect(o.ms).toBeGreaterThanOrEqual(TIMEOUTS.headers - 50);
  });

  it('still serves a request that completes in time, then closes the idle connection', async () => {
    const o = await session(
      (write) => {
        write('GET /api/health HTTP/1.1\r\nHost: cbsim\r\n\r\n');
      },
      TIMEOUTS.keepAlive + KEEP_ALIVE_BUFFER + SLACK,
    );
    expect(o.received).toMatch(/^HTTP\/1\.1 200/);
    expect(o.received).toContain('"ok":true');
  });

  it('closes a connection that never sends a byte', async () => {
    const o = await session(() => undefined, TIMEOUTS.headers + SLACK);
    expect(cutOff(o)).toBe(true);
  });

  it('has limits by default, the headers one shorter than the whole request', () => {
    expect(DEFAULT_HTTP_TIMEOUTS.request).toBeGreaterThan(0);
    expect(DEFAULT_HTTP_TIMEOUTS.headers).toBeGreaterThan(0);
    expect(DEFAULT_HTTP_TIMEOUTS.headers).toBeLessThan(DEFAULT_HTTP_TIMEOUTS.request);
    expect(DEFAULT_HTTP_TIMEOUTS.checkEvery).toBeLessThanOrEqual(DEFAULT_HTTP_TIMEOUTS.headers);
  });
});
