/**
 * Runs the explorer on an author's case off the event loop, as the import reads are run: one
 * worker thread per run, at most `concurrency` at once and `maxQueued` waiting (then 429
 * authoring.error.busy). The explorer stops itself at `budgetMs`; the worker also has a heap limit
 * and a deadline a little past the budget, past either of which it is terminated and the run
 * refused (authoring.error.exploreTooComplex).
 */
import { Worker } from 'node:worker_threads';
import type { Command, ExploreReport } from '../../engine/index.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { ApiError, badRequest } from '../errors.ts';
import { Slots } from '../workers/slots.ts';
import type { ExploreJob, ExploreOutcome } from './exploreWorker.ts';

const WORKER = new URL('./exploreWorker.ts', import.meta.url);

export type ExploreLimits = {
  /** The explorer's own time budget (its report then says it stopped by time). */
  budgetMs: number;
  /** Past the budget, how long the worker may still take before it is terminated. */
  graceMs: number;
  maxHeapMb: number;
  concurrency: number;
  maxQueued: number;
};

export const DEFAULT_EXPLORE_LIMITS: ExploreLimits = {
  budgetMs: 20_000,
  graceMs: 10_000,
  maxHeapMb: 256,
  concurrency: 1,
  maxQueued: 2,
};

const tooComplex = () => badRequest('authoring.error.exploreTooComplex');

export class ExplorePool {
  readonly limits: ExploreLimits;
  private readonly slots: Slots;
  private readonly workers = new Set<Worker>();
  private closed = false;

  constructor(limits: Partial<ExploreLimits> = {}) {
    this.limits = { ...DEFAULT_EXPLORE_LIMITS, ...limits };
    this.slots = new Slots(this.limits.concurrency, this.limits.maxQueued, 'authoring.error.busy');
  }

  async explore(scenario: Scenario, imports: Command[]): Promise<ExploreReport> {
    await this.slots.acquire();
    try {
      return await this.run({ scenario, imports, budgetMs: this.limits.budgetMs });
    } finally {
      this.slots.release();
    }
  }

  async close() {
    this.closed = true;
    this.slots.releaseWaiting();
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }

  private run(job: ExploreJob): Promise<ExploreReport> {
    if (this.closed) return Promise.reject(new ApiError(503, 'authoring.error.busy'));
    const { limits } = this;
    return new Promise<ExploreReport>((resolve, reject) => {
      const worker = new Worker(WORKER, {
        resourceLimits: {
          maxOldGenerationSizeMb: limits.maxHeapMb,
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
      const timer = setTimeout(() => refuse(tooComplex()), limits.budgetMs + limits.graceMs);
      worker.once('message', (o: ExploreOutcome) =>
        settle(() => {
          if (o.ok) resolve(o.report);
          else reject(new Error(`explore worker failed: ${o.crash}`));
        }),
      );
      worker.once('error', (e: Error & { code?: string }) =>
        refuse(
          e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooComplex()
            : new Error(`explore worker failed: ${e.message}`),
        ),
      );
      worker.once('exit', () => {
        this.workers.delete(worker);
        refuse(this.closed ? new ApiError(503, 'authoring.error.busy') : tooComplex());
      });
      worker.postMessage(job);
    });
  }
}
