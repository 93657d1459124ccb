/**
 * A pool of one-shot worker threads (import reads, explore runs): one worker per job, at most
 * `concurrency` at once and `maxQueued` waiting (then 429 with the pool's busy key). A worker has
 * a heap limit and a deadline; past either it is terminated and the job refused with the pool's
 * `tooComplex` error. A worker posts any number of progress messages (`{ progress }`) and then its
 * outcome (any other message), which settles the job.
 */
import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors.ts';
import { Slots } from './slots.ts';

export type WorkerPoolOptions = {
  /** The worker's module. */
  url: URL;
  /** V8 old-generation heap of a worker, MB. */
  maxHeapMb: number;
  concurrency: number;
  maxQueued: number;
  /** The key of a 429 when the queue is full, and of a 503 once the pool is closed. */
  busyKey: string;
  /** The refusal of a job past its deadline or heap. */
  tooComplex: () => Error;
  /** What a worker's crash (an uncaught error) is reported as. */
  name: string;
};

/** A message a worker posts before its outcome. */
export type ProgressMessage<P> = { progress: P };

const isProgress = <P>(m: unknown): m is ProgressMessage<P> =>
  typeof m === 'object' && m !== null && 'progress' in m;

export class WorkerPool {
  readonly options: WorkerPoolOptions;
  private readonly slots: Slots;
  private readonly workers = new Set<Worker>();
  private closed = false;

  constructor(options: WorkerPoolOptions) {
    this.options = options;
    this.slots = new Slots(options.concurrency, options.maxQueued, options.busyKey);
  }

  /**
   * Runs one job in a worker of its own, when a slot is free: resolves with the worker's outcome
   * message; `onProgress` gets its progress messages before that.
   */
  async run<Out, P = never>(
    job: unknown,
    deadlineMs: number,
    opts: { transfer?: ArrayBuffer[]; onProgress?: (p: P) => void } = {},
  ): Promise<Out> {
    await this.slots.acquire();
    try {
      return await this.start<Out, P>(job, deadlineMs, opts);
    } finally {
      this.slots.release();
    }
  }

  /** Terminates running workers; their jobs and queued ones are refused. */
  async close() {
    this.closed = true;
    this.slots.releaseWaiting();
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }

  private start<Out, P>(
    job: unknown,
    deadlineMs: number,
    opts: { transfer?: ArrayBuffer[]; onProgress?: (p: P) => void },
  ): Promise<Out> {
    const { options } = this;
    const busy = () => new ApiError(503, options.busyKey);
    if (this.closed) return Promise.reject(busy());
    return new Promise<Out>((resolve, reject) => {
      const worker = new Worker(options.url, {
        resourceLimits: {
          maxOldGenerationSizeMb: options.maxHeapMb,
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
      const timer = setTimeout(() => refuse(options.tooComplex()), deadlineMs);
      worker.on('message', (m: unknown) => {
        if (settled) return;
        if (isProgress<P>(m)) opts.onProgress?.(m.progress);
        else settle(() => resolve(m as Out));
      });
      worker.once('error', (e: Error & { code?: string }) =>
        refuse(
          e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? options.tooComplex()
            : new Error(`${options.name} worker failed: ${e.message}`),
        ),
      );
      worker.once('exit', () => {
        this.workers.delete(worker);
        refuse(this.closed ? busy() : options.tooComplex());
      });
      worker.postMessage(job, opts.transfer ?? []);
    });
  }
}
