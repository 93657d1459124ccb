/**
 * The explore worker: runs the engine's explorer on one case, posts its progress after each depth
 * of the search (`{ progress }`) and then its report (what `cbsim explore --json` prints).
 * Started per run by explorePool.ts with a heap limit; terminated by it when the time is up.
 */
import { parentPort } from 'node:worker_threads';
import { explore, type Command, type ExploreReport } from '../../engine/index.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export type ExploreJob = { scenario: Scenario; imports: Command[]; budgetMs: number };
export type ExploreOutcome = { ok: true; report: ExploreReport } | { ok: false; crash: string };
/** After each depth of the search: the depth, the best score found so far, commands tried. */
export type ExploreProgress = { depth: number; best: number; tries: number };

parentPort?.once('message', (job: ExploreJob) => {
  let outcome: ExploreOutcome;
  try {
    const report = explore(job.scenario, {
      imports: job.imports,
      budgetMs: job.budgetMs,
      clock: () => performance.now(),
      onDepth: (depth, best, tries) =>
        parentPort?.postMessage({ progress: { depth, best, tries } satisfies ExploreProgress }),
    });
    outcome = { ok: true, report };
  } catch (e) {
    outcome = { ok: false, crash: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort?.postMessage(outcome);
});
