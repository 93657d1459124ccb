/**
 * `cbsim explore` per shipped case (issue 13): the time the search takes to prove the total
 * reachable (with the case's import files, without the dead-end follow-ups), the commands it
 * tried, the states it kept apart and its depth. One line per case, then the sum.
 */
import { fileURLToPath } from 'node:url';
import { readTargets } from '../cli/commands/explore.ts';
import { explore } from '../engine/explore/explore.ts';

export type ExploreFigure = {
  caseId: string;
  best: number;
  total: number;
  ms: number;
  tries: number;
  states: number;
  depth: number;
};

export const benchExplore = (): ExploreFigure[] => {
  const { cases } = readTargets([fileURLToPath(new URL('../scenarios/cases/', import.meta.url))]);
  return cases.map(({ scenario, imports }) => {
    const started = performance.now();
    const r = explore(scenario, { imports: imports ?? [], deadEnds: false });
    return {
      caseId: scenario.id,
      best: r.best,
      total: r.total,
      ms: performance.now() - started,
      tries: r.tries,
      states: r.states,
      depth: r.depth,
    };
  });
};

export const formatExplore = (figures: readonly ExploreFigure[]): string[] => {
  const sum = figures.reduce((n, f) => n + f.ms, 0);
  const slowest = figures.reduce((a, b) => (b.ms > a.ms ? b : a), figures[0]!);
  return [
    ...figures.map(
      (f) =>
        `explore ${f.caseId}: ${f.best}/${f.total} in ${(f.ms / 1000).toFixed(2)} s, ${f.tries.toLocaleString('en')} commands tried, ${f.states.toLocaleString('en')} states, depth ${f.depth}`,
    ),
    `explore, all ${figures.length} shipped cases: ${(sum / 1000).toFixed(1)} s in one process, ${figures.filter((f) => f.best >= f.total).length} reach their total; slowest ${slowest.caseId} ${(slowest.ms / 1000).toFixed(1)} s`,
  ];
};

if (import.meta.main)
  for (const line of formatExplore(benchExplore())) process.stdout.write(`${line}\n`);
