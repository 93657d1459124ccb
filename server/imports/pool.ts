/**
 * Runs import reads off the event loop: one worker thread per read, at most `concurrency` at
 * once, `maxQueued` more waiting (then 429 import.error.busy). A worker has a heap limit and a
 * deadline; past either it is terminated and the file refused as too complex. Refusals from the
 * reader become 400 with their message key.
 */
import { Worker } from 'node:worker_threads';
import { ApiError, badRequest } from '../errors.ts';
import { ImportRefusal, MIN_HEAP_MB, type ImportLimits } from './limits.ts';
import { fileKind, type FileKind, type Table } from './read-table.ts';
import type { Job, Outcome } from './worker.ts';
import { Slots } from '../workers/slots.ts';

const WORKER = new URL('./worker.ts', import.meta.url);

export const tooComplex = () => badRequest('import.error.tooComplex');

export class ImportReader {
  readonly limits: ImportLimits;
  private readonly slots: Slots;
  private readonly workers = new Set<Worker>();
  private closed = false;

  constructor(limits: ImportLimits) {
    this.limits = limits;
    this.slots = new Slots(limits.concurrency, limits.maxQueued, 'import.error.busy');
  }

  /** The table of an uploaded file, or an ApiError saying why it is refused. */
  async read(fileName: string, bytes: Buffer, aliases: Record<string, string>): Promise<Table> {
    let kind: FileKind;
    try {
      kind = fileKind(fileName);
    } catch (e) {
      throw e instanceof ImportRefusal ? badRequest(e.key, e.params) : e;
    }
    await this.slots.acquire();
    try {
      return await this.run(kind, bytes, aliases);
    } finally {
      this.slots.release();
    }
  }

  /** Terminates running workers; their reads and queued ones are refused. */
  async close() {
    this.closed = true;
    this.slots.releaseWaiting();
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }

  private run(kind: FileKind, bytes: Buffer, aliases: Record<string, string>): Promise<Table> {
    if (this.closed) return Promise.reject(new ApiError(503, 'import.error.busy'));
    const { limits } = this;
    return new Promise<Table>((resolve, reject) => {
      const worker = new Worker(WORKER, {
        resourceLimits: {
          maxOldGenerationSizeMb: Math.max(MIN_HEAP_MB, limits.maxHeapMb),
          maxYoungGenerationSizeMb: 16,
          stackSizeMb: 4,
        },
      });
      this.workers.add(worker);
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
        void worker.terminate();
      };
      const refuse = (e: Error) => settle(() => reject(e));
      const timer = setTimeout(() => refuse(tooComplex()), limits.timeoutMs);
      worker.once('message', (o: Outcome) =>
        settle(() => {
          if (o.ok) resolve(o.table);
          else if ('key' in o) reject(badRequest(o.key, o.params));
          else reject(new Error(`import worker failed: ${o.crash}`));
        }),
      );
      worker.once('error', (e: Error & { code?: string }) =>
        refuse(
          e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooComplex()
            : new Error(`import worker failed: ${e.message}`),
        ),
      );
      worker.once('exit', () => {
        this.workers.delete(worker);
        refuse(this.closed ? new ApiError(503, 'import.error.busy') : tooComplex());
      });
      // A copy of its own, so the upload's (possibly pooled) buffer is never detached.
      const copy = new Uint8Array(bytes);
      const job: Job = { kind, bytes: copy, aliases, limits };
      worker.postMessage(job, [copy.buffer]);
    });
  }
}
