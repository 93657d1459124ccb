/**
 * Every shipped case explores to its total (issue 13): `cbsim explore`'s search, with each case's
 * import files as a student uploads them, finds a play that earns the whole score, and each
 * point's witness replays from a fresh attempt to a state that earns that point. The bound is
 * the search's own (commands tried), not the clock, so a slow machine gets the same answer.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTargets } from '../cli/commands/explore.ts';
import { explore } from '../engine/explore/explore.ts';
import { replaySteps } from '../engine/explore/search.ts';

const dir = fileURLToPath(new URL('./cases/', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('every shipped case explores to its total', () => {
  it.each(files)(
    '%s',
    (file) => {
      const { cases, errors } = readTargets([`${dir}${file}`]);
      expect(errors).toEqual([]);
      const { scenario, imports } = cases[0]!;
      const report = explore(scenario, {
        imports: imports ?? [],
        deadEnds: false,
        budgetMs: 120_000,
      });
      const missing = report.points.filter((p) => !p.reached).map((p) => p.pointID);
      expect({ best: report.best, missing }).toEqual({ best: scenario.totalScore, missing: [] });
      for (const p of report.points) {
        const end = replaySteps(scenario, 1, p.witness!);
        expect(end.breakdown.points.find((x) => x.pointID === p.pointID)?.earned).toBe(p.score);
      }
    },
    120_000,
  );
});
