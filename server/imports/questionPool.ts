/**
 * Runs teachers' question imports off the event loop in worker threads (server/workers/pool.ts),
 * with the import limits: a heap limit and a deadline per read (then 400 import.error.tooComplex),
 * at most `concurrency` at once and `maxQueued` waiting (then 429 import.error.busy).
 */
import type { ImportDefaults, ImportResult } from '../../engine/questions/import/index.ts';
import { badRequest } from '../errors.ts';
import { WorkerPool } from '../workers/pool.ts';
import { MIN_HEAP_MB, type ImportLimits } from './limits.ts';
import { tooComplex } from './pool.ts';
import type { QuestionJob, QuestionOutcome } from './questionWorker.ts';

const WORKER = new URL('./questionWorker.ts', import.meta.url);

export class QuestionImportReader {
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
      name: 'question import',
    });
  }

  /** The file's questions and errors (all or none), or an ApiError saying why it is refused. */
  async read(
    fileName: string,
    bytes: Buffer,
    defaults: ImportDefaults,
    taken: ReadonlySet<string>,
  ): Promise<ImportResult> {
    const copy = new Uint8Array(bytes);
    const job: QuestionJob = {
      fileName,
      bytes: copy,
      defaults,
      taken: [...taken],
      limits: this.limits,
    };
    const o = await this.pool.run<QuestionOutcome>(job, this.limits.timeoutMs, {
      transfer: [copy.buffer],
    });
    if (o.ok) return o.result;
    if ('key' in o) throw badRequest(o.key, o.params);
    throw new Error(`question import worker failed: ${o.crash}`);
  }

  close() {
    return this.pool.close();
  }
}
