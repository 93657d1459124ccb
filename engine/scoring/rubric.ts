import type { RubricCheck } from '../../schemas/api/practice.ts';
import type { BannedPattern } from '../../schemas/conversation/script.ts';
import { durationMs } from '../policies/schedule.ts';
import { replyLanguage } from './language.ts';
import { bannedIn, hasPhrase, segment, type Segmented } from './text.ts';

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
};

/**
 * Checks free text: required facts, one-of phrase groups, forbidden phrases (all as words, see
 * text.ts), patterns marketplaces ban, length in characters, the response time and the language.
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
    });
  }
  if (rubric.maxLength !== undefined) {
    checks.push({
      kind: 'maxLength',
      expected: String(rubric.maxLength),
      ok: length <= rubric.maxLength,
    });
  }
  if (rubric.within !== undefined) {
    const limit = durationMs(rubric.within) / 60_000;
    checks.push({
      kind: 'within',
      expected: rubric.within,
      ok: responseMinutes === null || (responseMinutes !== undefined && responseMinutes <= limit),
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
  return checks;
};

/** Whether a text passes every check (a buyer script's condition). */
export const passes = (rubric: TextChecks, text: string): boolean =>
  checkRubric(rubric, text).every((c) => c.ok);

/** Share of the point a rubric earns: passed checks over all checks, rounded down to whole points. */
export const rubricEarned = (score: number, checks: RubricCheck[]): number =>
  checks.length === 0
    ? score
    : Math.floor((score * checks.filter((c) => c.ok).length) / checks.length);
