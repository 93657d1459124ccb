/**
 * The explorer's search: what a student could do in a case, played through the engine exactly as
 * live play does (commands a couple of real seconds apart, policy timers fired when due, the
 * score of the attempt as if submitted at that moment). A bounded beam search: at each depth
 * every kept state is expanded with the commands its modules allow (candidates.ts), a wait for
 * the next timer, the case's client points and its file imports; of the children it keeps the
 * best scoring ones and, for the steps that earn nothing yet (opening an inventory count,
 * creating a questionnaire, waiting for a buyer), one per kind of step, so set-up moves survive.
 * The first state that earns a point in full is its witness — the shortest sequence found.
 *
 * Deterministic: the same case, options and seed give the same report. The bound is a number of
 * expansions; the time budget is a ceiling that says so in the report when it cut the search.
 */
import type { ScoreBreakdown } from '../../schemas/api/practice.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { Command } from '../attempt/decide.ts';
import { evolveAll } from '../attempt/evolve.ts';
import { initialState, type AttemptState } from '../attempt/state.ts';
import { isRejection, type Actor, type Envelope } from '../core/envelope.ts';
import { createRng } from '../core/random.ts';
import type { ExploreContext } from '../kit.ts';
import { handle, startEvents } from '../play.ts';
import { nextDue } from '../policies/state.ts';
import { readReply, wordCount } from '../scoring/reply.ts';
import { scoreAttempt } from '../scoring/score.ts';
import { segment } from '../scoring/text.ts';
import { candidates } from './candidates.ts';

/** One step of a witness: a command (at a couple of real seconds after the last), or a wait. */
export type Step =
  | { kind: 'command'; command: Command }
  | { kind: 'wait'; /** Sim minutes waited for the next timer. */ minutes: number };

export type SearchOptions = {
  seed: number;
  /** Kept states per depth. */
  beam: number;
  maxDepth: number;
  /** Expansions (commands tried) before the search stops: the deterministic bound. */
  maxTries: number;
  /** Wall-clock ceiling in ms; reaching it is reported. */
  budgetMs: number;
  /** Commands that bring the case's files in (built by the caller from the case's attachments). */
  imports: readonly Command[];
  /** Clock for the ceiling (ms); without one only the bound on tries applies. */
  clock?: () => number;
  /** Called after each depth (progress line). */
  onDepth?: (depth: number, best: number, tries: number) => void;
};

export type Node = {
  state: AttemptState;
  events: Envelope[];
  /** Real time of the attempt, ms. */
  ms: number;
  path: Step[];
  breakdown: ScoreBreakdown;
};

export type SearchResult = {
  best: Node;
  /** Point key → the first node that earned it in full (a penalty: triggered it). */
  witnesses: Map<string, Node>;
  /** Point key → the most a node earned of it (partial credit included). */
  mostEarned: Map<string, number>;
  /** Point key → the shortest text (in words) that earned a written point in full. */
  shortest: Map<string, ShortestText>;
  tries: number;
  states: number;
  depth: number;
  stoppedBy: 'exhausted' | 'tries' | 'time' | 'total';
};

const T0 = Date.parse('2026-01-05T01:00:00.000Z');
const STUDENT: Actor = { kind: 'student', id: 'explorer' };
const CLOCK: Actor = { kind: 'system', id: 'clock' };
/** Real ms between two commands, as a student types. */
const STEP_MS = 2_000;

/** A text that earned a written point in full, and its length in words (ADR 0019's count). */
export type ShortestText = { text: string; words: number };

const wordsCache = new Map<string, number>();
/** Words of a text as the rubrics count them: a Chinese or Japanese character is half a word. */
export const textWords = (text: string): number => {
  let n = wordsCache.get(text);
  if (n === undefined) {
    n = wordCount(readReply(segment(text)));
    if (wordsCache.size > 10_000) wordsCache.clear();
    wordsCache.set(text, n);
  }
  return n;
};

export const keyOf = (p: { pointID: number; sourceID: number | null }) =>
  `${p.pointID}:${p.sourceID ?? ''}`;

/** Fires every timer due at `ms`, each stamped with its due instant, as the server does. */
const fireDue = (scenario: Scenario, state: AttemptState, events: Envelope[], ms: number) => {
  let s = state;
  const now = new Date(ms).toISOString();
  for (let guard = 0; guard < 1000; guard++) {
    const due = nextDue(s.timers);
    if (!due || due > now) break;
    const r = handle(scenario, s, { type: 'FireDueTimers' }, { now: due, actor: CLOCK });
    if (isRejection(r) || r.events.length === 0) break;
    events.push(...r.events);
    s = r.state;
  }
  return s;
};

/** The attempt as if submitted now: the score a student would get stopping here. */
const scoreNow = (
  scenario: Scenario,
  state: AttemptState,
  events: readonly Envelope[],
  ms: number,
) => {
  const r = handle(
    scenario,
    state,
    { type: 'SubmitAttempt', reason: 'student' },
    { now: new Date(ms).toISOString(), actor: STUDENT },
  );
  return isRejection(r)
    ? scoreAttempt(scenario, events, state)
    : scoreAttempt(scenario, [...events, ...r.events], r.state);
};

export const startNode = (scenario: Scenario, seed: number, t0 = T0): Node => {
  const now = new Date(t0).toISOString();
  const events = startEvents(
    scenario,
    { scenarioId: scenario.id, seed, mode: 'practice' },
    now,
  ).map((e) => ({ ...e, metadata: { now, actor: STUDENT } }) as Envelope);
  const state = evolveAll(initialState(scenario), events);
  return { state, events, ms: t0, path: [], breakdown: scoreNow(scenario, state, events, t0) };
};

/** A command a couple of seconds after the node, timers due by then fired first; null if refused. */
export const applyCommand = (scenario: Scenario, node: Node, command: Command): Node | null => {
  const ms = node.ms + STEP_MS;
  const events = [...node.events];
  const before = fireDue(scenario, node.state, events, ms);
  const r = handle(scenario, before, command, { now: new Date(ms).toISOString(), actor: STUDENT });
  if (isRejection(r)) return null;
  events.push(...r.events);
  return {
    state: r.state,
    events,
    ms,
    path: [...node.path, { kind: 'command', command }],
    breakdown: scoreNow(scenario, r.state, events, ms),
  };
};

/** Waits for the next timer and fires what falls due; null when none is pending. */
export const applyWait = (scenario: Scenario, node: Node): Node | null => {
  const due = nextDue(node.state.timers);
  if (!due) return null;
  const ms = Math.max(node.ms, Date.parse(due));
  const events = [...node.events];
  const state = fireDue(scenario, node.state, events, ms);
  if (state === node.state) return null;
  const minutes = Math.round(((ms - node.ms) / 60_000) * scenario.clock.speed);
  return {
    state,
    events,
    ms,
    path: [...node.path, { kind: 'wait', minutes }],
    breakdown: scoreNow(scenario, state, events, ms),
  };
};

/**
 * Replays a witness from the start (for --play and for tests): the node it ends in. `t0` is the
 * real time the attempt starts at (the search's own by default).
 */
export const replaySteps = (
  scenario: Scenario,
  seed: number,
  steps: readonly Step[],
  t0 = T0,
): Node => {
  let node = startNode(scenario, seed, t0);
  for (const step of steps) {
    const next =
      step.kind === 'wait' ? applyWait(scenario, node) : applyCommand(scenario, node, step.command);
    if (!next) throw new Error(`step refused on replay: ${JSON.stringify(step)}`);
    node = next;
  }
  return node;
};

/**
 * A fingerprint of a node: what a student can see and change (not the event count) and what each
 * point earns — two plays can leave the same tables but different texts in the events.
 */
const fingerprint = (n: Pick<Node, 'state' | 'breakdown'>) => {
  const { version: _v, ...rest } = n.state;
  return `${JSON.stringify(rest)}|${n.breakdown.points.map((p) => p.earned).join(',')}`;
};

const stepKind = (step: Step | undefined) =>
  !step ? '' : step.kind === 'wait' ? 'wait' : step.command.type;

/** A step's kind and target (its first field): set-up moves on different things differ. */
const stepTarget = (step: Step | undefined) => {
  if (!step || step.kind === 'wait') return stepKind(step);
  const { type, ...fields } = step.command as { type: string } & Record<string, unknown>;
  return `${type}:${JSON.stringify(Object.values(fields)[0] ?? null).slice(0, 80)}`;
};

export const search = (
  scenario: Scenario,
  ctx: ExploreContext,
  opts: SearchOptions,
  from?: Node,
): SearchResult => {
  // No clock, no time ceiling: the engine reads no wall clock; the CLI passes one.
  const clock = opts.clock ?? (() => 0);
  const started = clock();
  const rng = createRng(opts.seed);
  const root = from ?? startNode(scenario, opts.seed);
  const witnesses = new Map<string, Node>();
  const mostEarned = new Map<string, number>();
  const shortest = new Map<string, ShortestText>();
  const seen = new Set<string>([fingerprint(root)]);
  const total = scenario.totalScore;
  let best = root;
  let tries = 0;
  let depth = 0;
  let stoppedBy: SearchResult['stoppedBy'] = 'exhausted';

  const note = (node: Node) => {
    for (const p of node.breakdown.points) {
      const key = keyOf(p);
      if (p.earned !== 0 && Math.abs(p.earned) > Math.abs(mostEarned.get(key) ?? 0))
        mostEarned.set(key, p.earned);
      if (p.earned !== 0 && p.earned === p.score && !witnesses.has(key)) witnesses.set(key, node);
      if (p.score > 0 && p.earned === p.score && p.evidence) {
        const text = p.evidence.text;
        const had = shortest.get(key);
        if (!had || (had.text !== text && isShorter(text, had))) {
          shortest.set(key, { text, words: textWords(text) });
        }
      }
    }
    if (
      node.breakdown.rawScore > best.breakdown.rawScore ||
      (node.breakdown.rawScore === best.breakdown.rawScore && node.path.length < best.path.length)
    )
      best = node;
  };
  note(root);

  const clientPoints = scenario.scoring.filter((r) => r.source === 'client');
  let layer: Node[] = [root];
  while (layer.length > 0 && depth < opts.maxDepth) {
    depth += 1;
    const children: Node[] = [];
    for (const node of layer) {
      const tried: Command[] = [
        ...opts.imports,
        ...clientPoints
          .filter((r) => !node.state.clientPoints.some((c) => c.pointID === r.point))
          .map(
            (r) =>
              ({
                type: 'RecordClientPoint',
                pointID: r.point,
                sourceID: r.sourceID ?? -1,
                page: r.page,
                content: r.content.en ?? Object.values(r.content)[0] ?? '',
              }) as Command,
          ),
        ...candidates(node.state, ctx),
      ];
      const add = (child: Node | null) => {
        if (!child) return;
        const f = fingerprint(child);
        if (seen.has(f)) return;
        seen.add(f);
        note(child);
        children.push(child);
      };
      add(applyWait(scenario, node));
      for (const command of tried) {
        tries += 1;
        add(applyCommand(scenario, node, command));
        if (tries >= opts.maxTries) break;
      }
      if (tries >= opts.maxTries) {
        stoppedBy = 'tries';
        break;
      }
      if (clock() - started > opts.budgetMs) {
        stoppedBy = 'time';
        break;
      }
    }
    opts.onDepth?.(depth, best.breakdown.score, tries);
    if (best.breakdown.score >= total) {
      stoppedBy = 'total';
      break;
    }
    if (stoppedBy !== 'exhausted') break;
    layer = select(children, opts.beam, rng);
  }
  return { best, witnesses, mostEarned, shortest, tries, states: seen.size, depth, stoppedBy };
};

/** Fewer words, then fewer characters. */
export const isShorter = (text: string, than: ShortestText) => {
  const w = textWords(text);
  return w < than.words || (w === than.words && text.length < than.text.length);
};

/**
 * The next layer: the best scoring children (half the beam), then, among the rest, one child per
 * kind of step not yet in its path (set-up moves), then any, in score order; ties broken by the
 * seeded generator so the choice is reproducible.
 */
const select = (children: Node[], beam: number, rng: { next(): number }): Node[] => {
  const order = children
    .map((n) => ({ n, r: rng.next() }))
    .sort(
      (a, b) =>
        b.n.breakdown.rawScore - a.n.breakdown.rawScore ||
        a.n.path.length - b.n.path.length ||
        // Waiting before doing something else: witnesses without filler commands.
        Number(stepKind(b.n.path.at(-1)) === 'wait') -
          Number(stepKind(a.n.path.at(-1)) === 'wait') ||
        a.r - b.r,
    )
    .map((x) => x.n);
  const kept: Node[] = order.slice(0, Math.ceil(beam / 2));
  const kinds = new Set<string>();
  for (const n of order.slice(kept.length)) {
    if (kept.length >= beam) break;
    const last = n.path[n.path.length - 1];
    const kind = stepKind(last);
    const target = stepTarget(last);
    const fresh = !n.path.slice(0, -1).some((s) => stepKind(s) === kind);
    if (fresh && !kinds.has(target)) {
      kinds.add(target);
      kept.push(n);
    }
  }
  for (const n of order) {
    if (kept.length >= beam) break;
    if (!kept.includes(n)) kept.push(n);
  }
  return kept;
};
