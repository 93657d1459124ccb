/**
 * Rubric checks of a written text (words to include or avoid, length, tone, language) and the
 * points they earn.
 */
import type { RubricCheck } from '../../schemas/api/practice.ts';
import type { BannedPattern } from '../../schemas/conversation/script.ts';
import type { ReplyPart, RubricCriterion } from '../../schemas/scenario.ts';
import { durationMs } from '../policies/schedule.ts';
import { replyLanguage } from './language.ts';
import { hasPart, inSentences, readReply, wordCount } from './reply.ts';
import { bannedIn, hasPhrase, segment, type Segmented } from './text.ts';
import { checkTone } from './tone.ts';

/** The checks a rubric or a buyer script's condition can ask of a text. */
export type TextChecks = {
  mustInclude?: readonly string[];
  anyOf?: readonly (readonly string[])[];
  forbidden?: readonly string[];
  banned?: readonly BannedPattern[];
  minLength?: number;
  maxLength?: number;
  /** A sim duration the answer must come within (read from the record's responseMinutes). */
  within?: string;
  /**
   * The language the text must be in (ISO 639-1), resolved: a rubric's `buyer` is the addressee's
   * language (score.ts). A code the check does not know, and a text too short to tell, pass unsure.
   */
  language?: string;
  /** Length in words: a Chinese or Japanese character is half a word, an id one word. */
  minWords?: number;
  maxWords?: number;
  /** Parts of a reply, each a check (reply.ts). */
  structure?: readonly ReplyPart[];
  /** The required facts stand in sentences; the text is not mostly ids and keywords. */
  sentences?: boolean;
  /** No blame, ultimatum, shouting or !!! (tone.ts). */
  tone?: boolean;
  /** An analytic rubric: each criterion's weight, shared by its checks (see rubricEarned). */
  weights?: Partial<Record<RubricCriterion, number>>;
  /** Criteria whose checks must all pass for the point to earn anything. */
  mustPass?: readonly RubricCriterion[];
  /** Resolved by the scoring: the name of the buyer the text is addressed to (greeting). */
  buyerName?: string;
  /** Resolved by the scoring: the case's store names (a closing signature; not shouting). */
  storeNames?: readonly string[];
};

/** The criterion each kind of check belongs to, as `weights` names it. */
export const CRITERION: Record<RubricCheck['kind'], RubricCriterion> = {
  mustInclude: 'mustInclude',
  anyOf: 'anyOf',
  forbidden: 'forbidden',
  banned: 'banned',
  minLength: 'length',
  maxLength: 'length',
  minWords: 'length',
  maxWords: 'length',
  within: 'within',
  language: 'language',
  greeting: 'structure',
  acknowledge: 'structure',
  nextStep: 'structure',
  closing: 'structure',
  sentences: 'sentences',
  tone: 'tone',
};

/**
 * Checks free text: required facts, one-of phrase groups, forbidden phrases (all as words, see
 * text.ts), patterns marketplaces ban, length in characters and words, the response time, the
 * language, and the text read as a reply: its parts, its sentences, its tone (docs/adr/0019).
 */
export const checkRubric = (
  rubric: TextChecks,
  text: string,
  responseMinutes?: number | null,
  /** Texts already segmented in this scoring pass (several rules read the same mail). */
  cache?: Map<string, Segmented>,
): RubricCheck[] => {
  let t = cache?.get(text);
  if (!t) {
    t = segment(text);
    cache?.set(text, t);
  }
  const checks: RubricCheck[] = [];
  for (const phrase of rubric.mustInclude ?? []) {
    checks.push({ kind: 'mustInclude', expected: phrase, ok: hasPhrase(t, phrase) });
  }
  for (const group of rubric.anyOf ?? []) {
    checks.push({
      kind: 'anyOf',
      expected: group.join(' | '),
      ok: group.some((p) => hasPhrase(t, p)),
    });
  }
  for (const phrase of rubric.forbidden ?? []) {
    checks.push({ kind: 'forbidden', expected: phrase, ok: !hasPhrase(t, phrase) });
  }
  const found = bannedIn(text, rubric.banned ?? []);
  for (const p of rubric.banned ?? []) {
    checks.push({ kind: 'banned', expected: p, ok: !found.includes(p) });
  }
  const length = [...text.trim()].length;
  if (rubric.minLength !== undefined) {
    checks.push({
      kind: 'minLength',
      expected: String(rubric.minLength),
      ok: length >= rubric.minLength,
      measured: length,
    });
  }
  if (rubric.maxLength !== undefined) {
    checks.push({
      kind: 'maxLength',
      expected: String(rubric.maxLength),
      ok: length <= rubric.maxLength,
      measured: length,
    });
  }
  if (rubric.within !== undefined) {
    const limit = durationMs(rubric.within) / 60_000;
    checks.push({
      kind: 'within',
      expected: rubric.within,
      ok: responseMinutes === null || (responseMinutes !== undefined && responseMinutes <= limit),
      ...(typeof responseMinutes === 'number' ? { measured: responseMinutes } : {}),
    });
  }
  if (rubric.language !== undefined) {
    // Nothing written is in no language: only a text too short to tell is given the benefit.
    const verdict = text.trim() === '' ? 'no' : replyLanguage(text, rubric.language);
    checks.push({
      kind: 'language',
      expected: rubric.language,
      ok: verdict !== 'no',
      ...(verdict === 'unsure' ? { unsure: true } : {}),
    });
  }
  checks.push(...replyChecks(rubric, t));
  const { weights, mustPass } = rubric;
  if (!weights && !mustPass) return checks;
  return checks.map((c) => ({
    ...c,
    ...(weights ? { weight: weights[CRITERION[c.kind]] ?? 1 } : {}),
    ...(mustPass?.includes(CRITERION[c.kind]) ? { mustPass: true } : {}),
  }));
};

/** The checks that read the text as a reply: words, parts, sentences, tone. */
const replyChecks = (rubric: TextChecks, t: Segmented): RubricCheck[] => {
  const { minWords, maxWords, structure, sentences, tone } = rubric;
  if (minWords === undefined && maxWords === undefined && !structure && !sentences && !tone) {
    return [];
  }
  const r = readReply(t);
  const checks: RubricCheck[] = [];
  const words = minWords !== undefined || maxWords !== undefined ? wordCount(r) : 0;
  if (minWords !== undefined) {
    checks.push({
      kind: 'minWords',
      expected: String(minWords),
      ok: words >= minWords,
      measured: words,
    });
  }
  if (maxWords !== undefined) {
    checks.push({
      kind: 'maxWords',
      expected: String(maxWords),
      ok: words <= maxWords,
      measured: words,
    });
  }
  const ctx = { buyerName: rubric.buyerName, storeNames: rubric.storeNames };
  for (const part of structure ?? []) {
    checks.push({
      kind: part,
      expected: part === 'greeting' ? (rubric.buyerName ?? '') : '',
      ok: hasPart(r, part, ctx),
    });
  }
  if (sentences) {
    const s = inSentences(r, rubric.mustInclude ?? []);
    checks.push({ kind: 'sentences', expected: String(s.need), ok: s.ok });
  }
  if (tone) {
    const names = [...(rubric.storeNames ?? []), ...(rubric.buyerName ? [rubric.buyerName] : [])];
    const v = checkTone(r, names);
    checks.push({ kind: 'tone', expected: '', ok: v.ok, ...(v.found ? { found: v.found } : {}) });
  }
  return checks;
};

/** Whether a text passes every check (a buyer script's condition). */
export const passes = (rubric: TextChecks, text: string): boolean =>
  checkRubric(rubric, text).every((c) => c.ok);

/**
 * Share of the point a rubric earns, rounded down to whole points: nothing when a check the
 * rubric's `mustPass` names failed; else passed checks over all checks; or, when the checks carry
 * weights (the rubric's `weights`), each criterion weighs its weight, shared equally by its
 * checks (3 facts under `mustInclude: 3` are worth 1 each). Weights all 0 grade nothing: the
 * point is earned.
 */
export const rubricEarned = (score: number, checks: RubricCheck[]): number => {
  if (checks.length === 0) return score;
  if (checks.some((c) => c.mustPass && !c.ok)) return 0;
  if (checks.every((c) => c.weight === undefined)) {
    return Math.floor((score * checks.filter((c) => c.ok).length) / checks.length);
  }
  const groups = new Map<RubricCriterion, { weight: number; n: number; ok: number }>();
  for (const c of checks) {
    const g = groups.get(CRITERION[c.kind]) ?? { weight: c.weight ?? 1, n: 0, ok: 0 };
    g.n += 1;
    if (c.ok) g.ok += 1;
    groups.set(CRITERION[c.kind], g);
  }
  let total = 0;
  let earned = 0;
  for (const g of groups.values()) {
    total += g.weight;
    earned += (g.weight * g.ok) / g.n;
  }
  // The epsilon keeps 3 × (1/3) from rounding down below a whole point.
  return total === 0 ? score : Math.floor((score * earned) / total + 1e-9);
};
