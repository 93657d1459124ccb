/**
 * `cbsim explore`, the engine side: proves a case winnable (or not) before any student tries it.
 * Builds what the search needs from the case itself (values its conditions test, texts that pass
 * its text checks), searches (search.ts), and reports per case: the best score reached and
 * whether it is the total; every point as reached — with the shortest sequence found as witness —
 * or not; the penalties a student can trigger; and, after each such penalty, the points no longer
 * reached within the budget (a dead end the author may not have meant).
 */
import type { LocalText } from '../../schemas/common.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { Command } from '../attempt/decide.ts';
import type { ExploreContext } from '../kit.ts';
import { FINAL_VIEWS } from '../scoring/views.ts';
import { scoringPools } from './pools.ts';
import {
  isShorter,
  keyOf,
  search,
  type Node,
  type SearchOptions,
  type ShortestText,
  type Step,
} from './search.ts';
import { anyWriters, asReply, findChecks, NEUTRAL_TEXTS, ruleTexts, textsFor } from './texts.ts';

export type { ShortestText, Step } from './search.ts';

export type PointReport = {
  pointID: number;
  sourceID: number | null;
  score: number;
  content: LocalText;
  /** Earned in full (a penalty: triggered) somewhere in the search. */
  reached: boolean;
  /** The most earned of it in any state (partial credit of a rubric). */
  most: number;
  /** The shortest sequence found that earns it, or null. */
  witness: Step[] | null;
  /** For a final condition not reached: what the tested fields are after the best play. */
  hint: string | null;
  /**
   * A written point (graded by a rubric): the shortest text found that earns it in full, with
   * its length in words (a Chinese or Japanese character half a word) — how lenient the rubric
   * is. Null for a point no text grades, or one not reached.
   */
  shortest: ShortestText | null;
  /** The author marked the point `short: { reason }` (a short answer is right). */
  short: boolean;
};

export type DeadEnd = {
  /** The penalty whose witness leads here. */
  penalty: number;
  after: Step[];
  /** The best score still reached from there, and the points no longer reached. */
  best: number;
  lost: number[];
};

export type ExploreReport = {
  caseId: string;
  total: number;
  best: number;
  reachedTotal: boolean;
  bestPath: Step[];
  points: PointReport[];
  penalties: PointReport[];
  deadEnds: DeadEnd[];
  tries: number;
  states: number;
  depth: number;
  stoppedBy: 'exhausted' | 'tries' | 'time' | 'total';
  ms: number;
};

export type ExploreOptions = Partial<Omit<SearchOptions, 'imports'>> & {
  imports?: readonly Command[];
  /** Look for dead ends after each reachable penalty (default true). */
  deadEnds?: boolean;
};

export const DEFAULTS = { seed: 1, beam: 16, maxDepth: 24, maxTries: 60_000, budgetMs: 60_000 };

/** What the search knows of the case before it starts. */
export const exploreContext = (scenario: Scenario): ExploreContext => {
  const checks = findChecks(scenario);
  const lists: { field: string | null; texts: string[] }[] = checks.map((c) => {
    // A scoring rubric is written to its rule's buyer; other checks to any buyer.
    const rule = /^scoring\[(\d+)\]\.rubric$/.exec(c.path);
    const texts = rule
      ? ruleTexts(scenario, scenario.scoring[Number(rule[1])]!)
      : textsFor(c.checks, asReply(c.checks) ? anyWriters(scenario) : [{}]);
    return { field: c.field, texts };
  });
  // Round robin: every check's first text, then every second one…, so a check's best text is
  // among the first tried even when an earlier check has many.
  const textsByField = new Map<string, string[]>();
  const all: string[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.texts.length));
  for (let i = 0; i < longest; i++) {
    for (const { field, texts } of lists) {
      const t = texts[i];
      if (t === undefined) continue;
      all.push(t);
      if (field) textsByField.set(field, [...(textsByField.get(field) ?? []), t]);
    }
  }
  return {
    scenario,
    pools: scoringPools(scenario),
    texts: [...new Set([...all, ...NEUTRAL_TEXTS])],
    textsByField,
    rubricTexts: scenario.scoring.flatMap((r) =>
      r.rubric
        ? [
            {
              field: r.rubric.field,
              item: (r.rubric.item?.match as Record<string, unknown> | undefined) ?? null,
              texts: ruleTexts(scenario, r),
            },
          ]
        : [],
    ),
  };
};

/** What a final condition's fields are after a play: `order 7001-0001: status=pendingPayment (wanted shipped)`. */
const finalHint = (rule: Scenario['scoring'][number], node: Node): string | null => {
  const when = rule.when;
  if (!when || !('final' in when)) return null;
  const { entity, key, match } = when.final;
  const view = FINAL_VIEWS[entity]?.view(node.state, key);
  if (!view) return `${entity} ${key}: not there after the best play`;
  const fields = Object.entries(match ?? {}).map(
    ([k, want]) =>
      `${k}=${JSON.stringify((view as Record<string, unknown>)[k])} (wanted ${JSON.stringify(want)})`,
  );
  return `${entity} ${key} after the best play: ${fields.join(', ')}`;
};

export const explore = (scenario: Scenario, options: ExploreOptions = {}): ExploreReport => {
  const clock = options.clock ?? (() => 0);
  const started = clock();
  const opts: SearchOptions = { ...DEFAULTS, ...options, imports: options.imports ?? [], clock };
  const ctx = exploreContext(scenario);
  // A narrow beam first; when it misses the total, wider ones (a greedy path can shut a point
  // out: editing stock by hand before the count the case wants). Witnesses: the shortest found.
  let main = search(scenario, ctx, opts);
  for (const widen of [2, 4]) {
    if (main.best.breakdown.score >= scenario.totalScore) break;
    if (clock() - started > opts.budgetMs) break;
    const wider = search(scenario, ctx, { ...opts, beam: opts.beam * widen });
    for (const [key, node] of wider.witnesses) {
      const had = main.witnesses.get(key);
      if (!had || node.path.length < had.path.length) main.witnesses.set(key, node);
    }
    for (const [key, most] of wider.mostEarned)
      if (Math.abs(most) > Math.abs(main.mostEarned.get(key) ?? 0)) main.mostEarned.set(key, most);
    for (const [key, t] of wider.shortest) {
      const had = main.shortest.get(key);
      if (!had || isShorter(t.text, had)) main.shortest.set(key, t);
    }
    main = {
      ...wider,
      witnesses: main.witnesses,
      mostEarned: main.mostEarned,
      shortest: main.shortest,
      tries: main.tries + wider.tries,
      states: main.states + wider.states,
      best: wider.best.breakdown.rawScore > main.best.breakdown.rawScore ? wider.best : main.best,
    };
  }
  const pointOf = (rule: Scenario['scoring'][number]): PointReport => {
    const sourceID = rule.sourceID ?? (rule.source === 'client' ? -1 : null);
    const key = keyOf({ pointID: rule.point, sourceID });
    const w: Node | undefined = main.witnesses.get(key);
    return {
      pointID: rule.point,
      sourceID,
      score: rule.score,
      content: rule.content,
      reached: w !== undefined,
      most: main.mostEarned.get(key) ?? 0,
      witness: w ? w.path : null,
      hint: w ? null : finalHint(rule, main.best),
      shortest: main.shortest.get(key) ?? null,
      short: rule.short !== undefined,
    };
  };
  const points = scenario.scoring.filter((r) => r.score > 0).map(pointOf);
  const penalties = scenario.scoring.filter((r) => r.score < 0).map(pointOf);

  const deadEnds: DeadEnd[] = [];
  if (options.deadEnds !== false) {
    const reached = new Set(points.filter((p) => p.reached).map((p) => p.pointID));
    for (const p of penalties) {
      const w = main.witnesses.get(keyOf(p));
      if (!w) continue;
      const sub = search(
        scenario,
        ctx,
        {
          ...opts,
          maxTries: Math.ceil(opts.maxTries / 4),
          budgetMs: opts.budgetMs / 4,
          onDepth: undefined,
        },
        w,
      );
      const still = new Set([
        ...sub.witnesses.keys(),
        ...w.breakdown.points.filter((x) => x.earned === x.score && x.score > 0).map(keyOf),
      ]);
      const lost = points
        .filter((x) => reached.has(x.pointID) && !still.has(keyOf(x)))
        .map((x) => x.pointID);
      if (lost.length > 0)
        deadEnds.push({ penalty: p.pointID, after: w.path, best: sub.best.breakdown.score, lost });
    }
  }
  return {
    caseId: scenario.id,
    total: scenario.totalScore,
    best: main.best.breakdown.score,
    reachedTotal: main.best.breakdown.score >= scenario.totalScore,
    bestPath: main.best.path,
    points,
    penalties,
    deadEnds,
    tries: main.tries,
    states: main.states,
    depth: main.depth,
    stoppedBy: main.stoppedBy,
    ms: Math.round(clock() - started),
  };
};
