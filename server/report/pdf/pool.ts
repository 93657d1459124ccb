/**
 * Report PDFs are laid out off the event loop, in worker threads: at most `concurrency` at once
 * and one per user; a user's further reports wait their turn, shared fairly between users
 * (workers/fairSlots.ts: `perUserQueued` per user, `maxQueued` in all, then 429
 * report.error.busy with Retry-After). A worker stays warm between reports (its
 * parsed fonts make the next one fast) and is ended after `idleMs` without work; one that passes
 * its deadline or heap limit is terminated and the report refused (503 report.error.failed).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../errors.ts';
import type { PdfFonts } from '../fonts.ts';
import type { ReportView } from '../view.ts';
import type { PdfJob, PdfOutcome } from './worker.ts';
import { FairSlots } from '../../workers/fairSlots.ts';

const WORKER = new URL('./worker.ts', import.meta.url);

export type PdfLimits = {
  /** Reports laid out at once (one worker each). */
  concurrency: number;
  /** Reports of one user waiting while that user's report is laid out. */
  perUserQueued: number;
  /** Reports waiting for a worker in all; more are refused as busy. */
  maxQueued: number;
  /** Wall time of one report in its worker (a cold start included). */
  timeoutMs: number;
  /** A warm worker with nothing to do ends after this long. */
  idleMs: number;
  /** V8 heap of a worker (old generation), in MB. */
  maxHeapMb: number;
};

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  // One core stays with the event loop.
  concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  perUserQueued: 2,
  maxQueued: 16,
  timeoutMs: 20_000,
  idleMs: 60_000,
  maxHeapMb: 256,
};

const failed = () => new ApiError(503, 'report.error.failed');

type Idle = { worker: Worker; timer: NodeJS.Timeout };

export class PdfPool {
  readonly limits: PdfLimits;
  private readonly slots: FairSlots;
  private readonly idle: Idle[] = [];
  private readonly workers = new Set<Worker>();
  private closed = false;
  private nextId = 1;

  constructor(limits: Partial<PdfLimits> = {}) {
    this.limits = { ...DEFAULT_PDF_LIMITS, ...limits };
    this.slots = new FairSlots(this.limits, 'report.error.busy');
  }

  /** Lays out `user`'s report when a worker is free and it is that user's turn. */
  async render(view: ReportView, fonts: PdfFonts, user: string): Promise<Uint8Array> {
    const release = await this.slots.acquire(user);
    try {
      return await this.run(view, fonts);
    } finally {
      release();
    }
  }

  /** Ends every worker; running and queued reports are refused. */
  async close() {
    this.closed = true;
    this.slots.releaseWaiting();
    for (const i of this.idle.splice(0)) clearTimeout(i.timer);
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }

  private take(): Worker {
    const warm = this.idle.pop();
    if (warm) {
      clearTimeout(warm.timer);
      warm.worker.ref();
      return warm.worker;
    }
    const worker = new Worker(WORKER, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxHeapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    this.workers.add(worker);
    worker.once('exit', () => {
      this.workers.delete(worker);
      const at = this.idle.findIndex((i) => i.worker === worker);
      if (at >= 0) clearTimeout(this.idle.splice(at, 1)[0]?.timer);
    });
    return worker;
  }

  private park(worker: Worker) {
    if (this.closed) {
      void worker.terminate();
      return;
    }
    worker.unref();
    const timer = setTimeout(() => {
      const at = this.idle.findIndex((i) => i.worker === worker);
      if (at >= 0) this.idle.splice(at, 1);
      void worker.terminate();
    }, this.limits.idleMs);
    timer.unref();
    this.idle.push({ worker, timer });
  }

  private run(view: ReportView, fonts: PdfFonts): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(failed());
    const worker = this.take();
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      let settled = false;
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const refuse = (e: Error) => {
        if (settled) return;
        settled = true;
        cleanup();
        void worker.terminate();
        reject(e);
      };
      const onMessage = (o: PdfOutcome) => {
        if (o.id !== id || settled) return;
        settled = true;
        cleanup();
        if (o.ok) {
          this.park(worker);
          resolve(o.pdf);
        } else {
          void worker.terminate();
          reject(new Error(`report PDF worker failed: ${o.crash}`));
        }
      };
      const onError = (e: Error & { code?: string }) =>
        refuse(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? failed() : e);
      const onExit = () => refuse(failed());
      const timer = setTimeout(() => refuse(failed()), this.limits.timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage({ id, view, fonts } satisfies PdfJob);
    });
  }
}
