/**
 * The worker pool: reads run in worker threads, with a deadline, a heap limit and a bounded
 * queue; the table a worker sends back is the one the reader makes in-process.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_COLUMN_ALIASES } from '../../schemas/imports.ts';
import { ApiError } from '../errors.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits.ts';
import { ImportReader } from './pool.ts';
import { readTable } from './read-table.ts';

const sample = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../scenarios/samples/${name}`, import.meta.url)));

let readers: ImportReader[] = [];
const reader = (limits: Partial<ImportLimits> = {}) => {
  const r = new ImportReader({ ...DEFAULT_IMPORT_LIMITS, ...limits });
  readers.push(r);
  return r;
};
afterEach(async () => {
  await Promise.all(readers.map((r) => r.close()));
  readers = [];
});

/** The status and key an ApiError carries, or 'ok'. */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => {
      if (e instanceof ApiError) return `${e.statusCode} ${e.messageKey}`;
      throw e;
    },
  );

/** 2,000 rows of ten ~95-character cells: legal, and ~2 MB of text for the worker's heap. */
const wideCsv = () =>
  `${'abcdefghij'.split('').join(',')}\n` +
  Array.from({ length: 2000 }, (_, i) =>
    Array.from({ length: 10 }, (_, j) => `${'v'.repeat(90)}${i}-${j}`).join(','),
  ).join('\n');

describe('import worker pool', () => {
  it('reads in a worker the table the reader makes in-process', async () => {
    for (const name of ['site-orders.xlsx', 'temu-new-products.csv']) {
      const bytes = sample(name);
      const table = await reader().read(name, bytes, IMPORT_COLUMN_ALIASES);
      expect(table).toEqual(
        readTable(
          name.endsWith('.csv') ? 'csv' : 'xlsx',
          bytes,
          IMPORT_COLUMN_ALIASES,
          DEFAULT_IMPORT_LIMITS,
        ),
      );
    }
  });

  it('refuses by file name before starting a worker, and passes the reader refusals on as 400', async () => {
    const r = reader();
    expect(await outcome(r.read('x.txt', Buffer.from('a'), {}))).toBe('400 import.error.fileType');
    expect(await outcome(r.read('x.xlsx', Buffer.from('not a zip'), {}))).toBe(
      '400 import.error.unreadable',
    );
  });

  it('terminates a worker past its deadline: too complex', async () => {
    // Starting a worker alone takes longer than 1 ms.
    const r = reader({ timeoutMs: 1 });
    expect(await outcome(r.read('a.csv', Buffer.from(wideCsv()), {}))).toBe(
      '400 import.error.tooComplex',
    );
    // The slot is free again: the next read runs.
    const ok = reader({ timeoutMs: 10_000 });
    expect(await outcome(ok.read('a.csv', Buffer.from(wideCsv()), {}))).toBe('ok');
  });

  it('a worker that runs out of heap is stopped alone: too complex', async () => {
    const small = reader({ maxHeapMb: 8, timeoutMs: 30_000 });
    expect(await outcome(small.read('a.csv', Buffer.from(wideCsv()), {}))).toBe(
      '400 import.error.tooComplex',
    );
    expect(await outcome(reader().read('a.csv', Buffer.from(wideCsv()), {}))).toBe('ok');
  });

  it('queues reads past the concurrency and refuses past the queue: busy', async () => {
    const r = reader({ concurrency: 1, maxQueued: 1 });
    const csv = Buffer.from(wideCsv());
    const all = await Promise.all([0, 1, 2].map(() => outcome(r.read('a.csv', csv, {}))));
    expect(all).toEqual(['ok', 'ok', '429 import.error.busy']);
  });

  it('close() stops a running read', async () => {
    const r = reader();
    const running = outcome(r.read('a.csv', Buffer.from(wideCsv()), {}));
    await r.close();
    expect(await running).toBe('503 import.error.busy');
  });
});
