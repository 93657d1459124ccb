/**
 * Runs the explorer on an author's case off the event loop, in the shared worker pool
 * (server/workers/pool.ts) as import reads are run: one worker thread per run, at most
 * `concurrency` at once and `maxQueued` waiting (then 429 authoring.error.busy). The explorer
 * stops itself at `budgetMs`; the worker also has a heap limit and a deadline a little past the
 * budget, past either of which it is terminated and the run refused
 * (authoring.error.exploreTooComplex). The worker reports its progress after each depth.
 */
import type { Command, ExploreReport } from '../../engine/index.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { badRequest } from '../errors.ts';
import { WorkerPool } from '../workers/pool.ts';
import type { ExploreJob, ExploreOutcome, ExploreProgress } from './exploreWorker.ts';

export type { ExploreProgress };

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

export class ExplorePool {
  readonly limits: ExploreLimits;
  private readonly pool: WorkerPool;

  constructor(limits: Partial<ExploreLimits> = {}) {
    this.limits = { ...DEFAULT_EXPLORE_LIMITS, ...limits };
    this.pool = new WorkerPool({
      url: WORKER,
      maxHeapMb: this.limits.maxHeapMb,
      concurrency: this.limits.concurrency,
      maxQueued: this.limits.maxQueued,
      busyKey: 'authoring.error.busy',
      tooComplex: () => badRequest('authoring.error.exploreTooComplex'),
      name: 'explore',
    });
  }

  /** The explorer's report on the case; `onProgress` hears after each depth of its search. */
  async explore(
    scenario: Scenario,
    imports: Command[],
    onProgress?: (p: ExploreProgress) => void,
  ): Promise<ExploreReport> {
    const { budgetMs, graceMs } = this.limits;
    const job: ExploreJob = { scenario, imports, budgetMs };
    const o = await this.pool.run<ExploreOutcome, ExploreProgress>(job, budgetMs + graceMs, {
      ...(onProgress ? { onProgress } : {}),
    });
    if (o.ok) return o.report;
    throw new Error(`explore worker failed: ${o.crash}`);
  }

  close() {
    return this.pool.close();
  }
}
