/**
 * Scoring an attempt: each scoring point of the case against the event log and the final state,
 * and the total.
 */
import type { PointResult, RubricCheck, ScoreBreakdown } from '../../schemas/api/practice.ts';
import type { Rubric, Scenario, ScoringRule } from '../../schemas/scenario.ts';
import { hintCost } from '../attempt/hints.ts';
import { pointKey, type AttemptState } from '../attempt/state.ts';
import type { Envelope } from '../core/envelope.ts';
import { addresseeOf, buyerLanguage, ruleAddressee } from './addressee.ts';
import { matches } from './match.ts';
import { checkRubric, rubricEarned, type TextChecks } from './rubric.ts';
import type { Segmented } from './text.ts';
import { FINAL_VIEWS } from './views.ts';

type Evidence = {
  text: string;
  at: string | null;
  responseMinutes: number | null;
  responseSeconds: number | null;
};
type Outcome = { hit: boolean; earned: number; checks: RubricCheck[]; evidence: Evidence | null };
const MISS: Outcome = { hit: false, earned: 0, checks: [], evidence: null };
/** Quotes in the analysis stay short. */
const QUOTE_MAX = 500;

/** The record whose text a rubric reads: the record itself, or the first matching item of a list. */
const rubricSource = (rubric: Rubric, record: Record<string, unknown>) => {
  const item = rubric.item;
  if (!item) return record;
  const list = record[item.list];
  if (!Array.isArray(list)) return undefined;
  return (list as Record<string, unknown>[]).find(
    (x) => typeof x === 'object' && x !== null && matches(x, item.match),
  );
};

type Segments = Map<string, Segmented>;
/** What is graded: a rule's record, and the event type it comes from (none for a final state). */
type Graded = { scenario: Scenario; record: Record<string, unknown>; eventType?: string };

/**
 * The rubric as checked: `language: buyer` is the language of the buyer the text is addressed to
 * (the event's, else the rule's); one that cannot be told stays `buyer`, which the check passes
 * as unsure (validation refuses such rules: engine/scenario/semantic.ts).
 */
const resolvedRubric = (rule: ScoringRule, rubric: Rubric, g: Graded): TextChecks => {
  const asReply = rubric.structure !== undefined || rubric.tone === true;
  if (rubric.language !== 'buyer' && !asReply) return rubric;
  const buyer =
    (g.eventType !== undefined ? addresseeOf(g.scenario, g.eventType, g.record) : undefined) ??
    ruleAddressee(g.scenario, rule);
  const resolved: TextChecks =
    rubric.language === 'buyer'
      ? { ...rubric, language: buyerLanguage(g.scenario, buyer) ?? 'buyer' }
      : rubric;
  if (!asReply) return resolved;
  // A reply greets its buyer by name and signs with the store: the names the case gives them.
  const name =
    buyer === undefined ? undefined : g.scenario.buyers.find((b) => b.id === buyer)?.name;
  return {
    ...resolved,
    ...(name !== undefined ? { buyerName: name } : {}),
    storeNames: g.scenario.stores.map((s) => s.name),
  };
};

const MEMO_MAX = 2_000;
const graded = new WeakMap<Rubric, Map<string, RubricCheck[]>>();
const gradedMemo = (rubric: Rubric) => {
  let m = graded.get(rubric);
  if (!m) {
    m = new Map();
    graded.set(rubric, m);
  }
  return m;
};

const withRubric = (rule: ScoringRule, g: Graded, segments: Segments): Outcome => {
  if (!rule.rubric) return { hit: true, earned: rule.score, checks: [], evidence: null };
  const source = rubricSource(rule.rubric, g.record);
  if (!source) return MISS; // no list item to grade: nothing was written
  const text = source[rule.rubric.field];
  const minutes = source.responseMinutes;
  // To the second where the record has it (a reply 2 min 10 s after is not "within 2 minutes").
  const seconds = typeof source.responseSeconds === 'number' ? source.responseSeconds : null;
  const resolved = resolvedRubric(rule, rule.rubric, g);
  const written = typeof text === 'string' ? text : '';
  const responseMinutes =
    seconds !== null
      ? seconds / 60
      : typeof minutes === 'number' || minutes === null
        ? minutes
        : undefined;
  // The same text graded by the same rubric for the same buyer gives the same checks: the
  // explorer scores thousands of states holding the same few texts.
  const memo = gradedMemo(rule.rubric);
  const key = `${resolved.language ?? ''}|${resolved.buyerName ?? ''}|${String(responseMinutes)}|${written}`;
  let checks = memo.get(key);
  if (!checks) {
    checks = checkRubric(resolved, written, responseMinutes, segments);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, checks);
  }
  const earned = rubricEarned(rule.score, checks);
  const evidence: Evidence = {
    text: typeof text === 'string' ? [...text].slice(0, QUOTE_MAX).join('') : '',
    at: typeof source.at === 'string' ? source.at : null,
    responseMinutes: typeof minutes === 'number' ? minutes : null,
    responseSeconds: seconds,
  };
  return { hit: earned > 0, earned, checks, evidence };
};

const evaluate = (
  scenario: Scenario,
  rule: ScoringRule,
  events: readonly Envelope[],
  state: AttemptState,
  segments: Segments,
): Outcome => {
  if (rule.source === 'client') {
    const sourceID = rule.sourceID ?? -1;
    const hit = state.clientPoints.some((p) => p.pointID === rule.point && p.sourceID === sourceID);
    return hit ? { hit, earned: rule.score, checks: [], evidence: null } : MISS;
  }
  const when = rule.when;
  if (!when) return MISS;
  if ('final' in when) {
    const record = FINAL_VIEWS[when.final.entity]?.view(state, when.final.key);
    return record && matches(record, when.final.match)
      ? withRubric(rule, { scenario, record }, segments)
      : MISS;
  }
  // Which matching event counts: the last by default (a student may rewrite a remark, the latest
  // text is graded), the first (the first answer's response time), or the best (of several
  // mails to a buyer, the one that says it best).
  const matching = events.filter(
    (e) => e.type === when.event && matches(e.data as Record<string, unknown>, when.match),
  );
  if (matching.length === 0) return MISS;
  const graded = (e: Envelope) =>
    withRubric(
      rule,
      { scenario, record: e.data as Record<string, unknown>, eventType: e.type },
      segments,
    );
  const pick = rule.pick ?? 'last';
  switch (pick) {
    case 'first':
      return graded(matching[0]!);
    case 'last':
      return graded(matching[matching.length - 1]!);
    case 'best':
      return matching.map(graded).reduce((a, b) => (b.earned > a.earned ? b : a));
    default: {
      const unhandled: never = pick;
      return unhandled;
    }
  }
};

/**
 * Scores an attempt: every rule of the scenario becomes a tracking point, hit or missed, with
 * what it earned. The total is capped between 0 and the case total. Pure: same input, same score.
 */
export const scoreAttempt = (
  scenario: Scenario,
  events: readonly Envelope[],
  state: AttemptState,
): ScoreBreakdown => {
  const segments: Segments = new Map();
  const evaluated = scenario.scoring.map((rule) => {
    const computed = evaluate(scenario, rule, events, state, segments);
    const sourceID = rule.sourceID ?? (rule.source === 'client' ? -1 : null);
    const by = state.overrides[pointKey(rule.point, sourceID)];
    const asked = state.reviewRequests[pointKey(rule.point, sourceID)];
    // A teacher's override replaces what the events earned, and says so.
    const o = by ? { ...computed, earned: by.earned, hit: by.earned !== 0 } : computed;
    return {
      pointID: rule.point,
      sourceID: rule.sourceID ?? (rule.source === 'client' ? -1 : null),
      page: rule.page,
      content: rule.content,
      score: rule.score,
      earned: o.earned,
      hit: o.hit,
      checks: o.checks,
      evidence: o.evidence,
      ...(asked ? { review: asked } : {}),
      ...(by
        ? {
            override: {
              earned: by.earned,
              computed: computed.earned,
              reason: by.reason,
              by: by.by,
            },
          }
        : {}),
    };
  });
  const rawScore = evaluated.reduce((sum, p) => sum + p.earned, 0);
  // Opened hints cost their points from the capped score (a score above the total cannot pay them).
  const hints = state.hints.map((h) => ({
    index: h.index,
    cost: h.cost,
    text: scenario.hints?.[h.index]?.text ?? {},
  }));
  const spent = hintCost(state);
  const score = Math.max(0, Math.min(scenario.totalScore, Math.max(0, rawScore)) - spent);
  const full = score >= scenario.totalScore;
  const outcomeOf = (p: (typeof evaluated)[number]): PointResult['outcome'] => {
    if (p.score < 0) return p.hit ? 'triggered' : 'avoided';
    if (p.hit) return p.earned < p.score ? 'partial' : 'hit';
    return full ? 'notNeeded' : 'missed';
  };
  const points: PointResult[] = evaluated.map((p) => ({ ...p, outcome: outcomeOf(p) }));
  return {
    totalScore: scenario.totalScore,
    passScore: scenario.passScore,
    rawScore,
    score,
    passed: score >= scenario.passScore,
    points,
    hints,
  };
};
