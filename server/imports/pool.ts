/**
 * Runs import reads off the event loop (server/workers/pool.ts): one worker thread per read, at
 * most `concurrency` at once, `maxQueued` more waiting (then 429 import.error.busy). A worker has
 * a heap limit and a deadline; past either it is terminated and the file refused as too complex.
 * Refusals from the reader become 400 with their message key.
 */
import { badRequest } from '../errors.ts';
import { WorkerPool } from '../workers/pool.ts';
import { ImportRefusal, MIN_HEAP_MB, type ImportLimits } from './limits.ts';
import { fileKind, type FileKind, type Table } from './read-table.ts';
import type { Job, Outcome } from './worker.ts';

const WORKER = new URL('./worker.ts', import.meta.url);

export const tooComplex = () => badRequest('import.error.tooComplex');

export class ImportReader {
  readonly limits: ImportLimits;
  private readonly pool: WorkerPool;

  constructor(limits: ImportLimits) {
    this.limits = limits;
    this.pool = new WorkerPool({
      url: WORKER,
      maxHeapMb: Math.max(MIN_HEAP_MB, limits.maxHeapMb),
      concurrency: limits.concurrency,
      maxQueued: limits.maxQueued,
      busyKey: 'import.error.busy',
      tooComplex,
      name: 'import',
    });
  }

  /** The table of an uploaded file, or an ApiError saying why it is refused. */
  async read(fileName: string, bytes: Buffer, aliases: Record<string, string>): Promise<Table> {
    let kind: FileKind;
    try {
      kind = fileKind(fileName);
    } catch (e) {
      throw e instanceof ImportRefusal ? badRequest(e.key, e.params) : e;
    }
    // A copy of its own, so the upload's (possibly pooled) buffer is never detached.
    const copy = new Uint8Array(bytes);
    const job: Job = { kind, bytes: copy, aliases, limits: this.limits };
    const o = await this.pool.run<Outcome>(job, this.limits.timeoutMs, { transfer: [copy.buffer] });
    if (o.ok) return o.table;
    if ('key' in o) throw badRequest(o.key, o.params);
    throw new Error(`import worker failed: ${o.crash}`);
  }

  /** Terminates running workers; their reads and queued ones are refused. */
  close() {
    return this.pool.close();
  }
}
