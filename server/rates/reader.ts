/**
 * Reads rate files off the event loop with the import worker's bounds (server/imports/limits.ts):
 * one worker per read, its heap limit and deadline, at most `concurrency` at once and `maxQueued`
 * waiting (then 429 import.error.busy). Refusals become 400 with their message key.
 */
import type { RateTable } from '../../schemas/rates.ts';
import { badRequest } from '../errors.ts';
import { MIN_HEAP_MB, type ImportLimits } from '../imports/limits.ts';
import { tooComplex } from '../imports/pool.ts';
import { WorkerPool } from '../workers/pool.ts';
import type { RatesJob, RatesOutcome } from './worker.ts';

const WORKER = new URL('./worker.ts', import.meta.url);

export class RatesReader {
  private readonly pool: WorkerPool;
  private readonly timeoutMs: number;

  constructor(limits: ImportLimits) {
    this.timeoutMs = limits.timeoutMs;
    this.pool = new WorkerPool({
      url: WORKER,
      maxHeapMb: Math.max(MIN_HEAP_MB, limits.maxHeapMb),
      concurrency: limits.concurrency,
      maxQueued: limits.maxQueued,
      busyKey: 'import.error.busy',
      tooComplex,
      name: 'rates',
    });
  }

  /** The CNY-based table of an ECB daily file, or an ApiError saying why it is refused. */
  async readEcb(bytes: Buffer): Promise<RateTable> {
    const copy = new Uint8Array(bytes);
    const job: RatesJob = { bytes: copy };
    const o = await this.pool.run<RatesOutcome>(job, this.timeoutMs, { transfer: [copy.buffer] });
    if (o.ok) return o.table;
    if ('key' in o) throw badRequest(o.key, o.params);
    throw new Error(`rates worker failed: ${o.crash}`);
  }

  close() {
    return this.pool.close();
  }
}
