/**
 * Free text for the explorer, built from the case's own text checks: every object of the scenario
 * that reads text (scoring rubrics, buyer-script conditions, judges' words — anything with
 * mustInclude, anyOf, forbidden or a length) gives texts that pass it. A text holds the required
 * phrases and one phrase of each group, avoids the forbidden ones and the banned patterns, and is
 * padded to the minimum length with a courteous sentence in the text's own script. So a point
 * whose rubric some text satisfies is reachable by the search; one whose rubric no text can
 * satisfy (a phrase both required and forbidden) is not.
 */
import type { Scenario, ScoringRule } from '../../schemas/scenario.ts';
import { ruleAddressee } from '../scoring/addressee.ts';
import { readReply, wordCount } from '../scoring/reply.ts';
import type { TextChecks } from '../scoring/rubric.ts';
import { passes } from '../scoring/rubric.ts';
import { segment } from '../scoring/text.ts';
import { joinSentences, replySentences, templateOf } from './replies.ts';

/** An object of the scenario that reads text, with where it is (for the report). */
export type FoundChecks = { path: string; checks: TextChecks; field: string | null };

const isChecks = (o: Record<string, unknown>) =>
  Array.isArray(o.mustInclude) ||
  Array.isArray(o.anyOf) ||
  Array.isArray(o.forbidden) ||
  typeof o.minLength === 'number';

/** Every text check in a value (the whole scenario), depth first, in document order. */
export const findChecks = (value: unknown, path = ''): FoundChecks[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => findChecks(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  const here: FoundChecks[] = isChecks(o)
    ? [
        {
          path: path || '.',
          checks: o as TextChecks,
          field: typeof o.field === 'string' ? o.field : null,
        },
      ]
    : [];
  return [
    ...here,
    ...Object.entries(o).flatMap(([k, v]) => findChecks(v, path ? `${path}.${k}` : k)),
  ];
};

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
const THAI = /[\u0e00-\u0e7f]/u;
const FILLER = {
  zh: '感谢您的耐心与理解，我们会继续跟进并及时告知您最新进展。',
  th: 'ขอบคุณสำหรับความอดทนของคุณ เราจะติดตามและแจ้งความคืบหน้าให้ทราบ',
  en: 'Thank you for your patience; we will keep following this up and let you know how it goes.',
};
/** A phrase as plain words: a stem (apolog*) written as its stem. */
const plain = (phrase: string) => (phrase.endsWith('*') ? phrase.slice(0, -1) : phrase).trim();

const join = (parts: readonly string[]) => {
  const text = parts.filter(Boolean).join(' ');
  return text;
};

/** A text that passes the checks, preferring the phrases `prefer` picks; null when none does. */
const build = (
  checks: TextChecks,
  prefer: (group: readonly string[]) => readonly string[],
): string | null => {
  const forbidden = new Set((checks.forbidden ?? []).map((p) => plain(p).toLowerCase()));
  const allowed = (p: string) => !forbidden.has(plain(p).toLowerCase());
  const parts = [...(checks.mustInclude ?? []).map(plain)];
  for (const group of checks.anyOf ?? []) {
    const pick = prefer(group).find(allowed) ?? group.find(allowed);
    if (pick === undefined) return null;
    if (!parts.includes(plain(pick))) parts.push(plain(pick));
  }
  let text = join(parts);
  const script = CJK.test(text) ? 'zh' : THAI.test(text) ? 'th' : 'en';
  const filler = FILLER[script];
  const min = checks.minLength ?? 0;
  // Padded with as little of the filler as reaches the length (a word, a character at a time):
  // the shortest text that passes is what shows how lenient a rubric is.
  const units = script === 'en' ? filler.split(' ') : [...filler];
  let pad = 0;
  const padded = () => {
    const more = units.slice(0, pad).join(script === 'en' ? ' ' : '');
    return more ? join([text, more]) : text;
  };
  while ([...padded().trim()].length < min && pad < units.length) pad++;
  text = padded();
  while ([...text.trim()].length < min) text = join([text, filler]);
  if (checks.maxLength !== undefined && [...text.trim()].length > checks.maxLength) {
    text = [...text.trim()].slice(0, checks.maxLength).join('');
  }
  // `within` is time, not text: a text cannot fail it.
  const { within: _, ...textOnly } = checks;
  return passes(textOnly, text) ? text : null;
};

const ASCII = /^[\x20-\x7e]*$/;
/** Texts of the old kind: the facts alone, padded to a length (what a lenient rubric lets pass). */
const bareTexts = (checks: TextChecks): string[] =>
  [
    build(checks, (g) => g),
    build(checks, (g) => g.filter((p) => ASCII.test(p))),
    build(checks, (g) => g.filter((p) => CJK.test(p))),
  ].filter((t): t is string => t !== null);

/**
 * Who a text is written to, as the scoring resolves it (engine/scoring/score.ts): the buyer's
 * name (a greeting), the language the rubric asks for (`buyer` resolved), the stores' names (a
 * closing signature).
 */
export type Writer = { buyerName?: string; language?: string; storeNames?: readonly string[] };

/** Whether the checks read the text as a reply (ADR 0019): then the explorer writes one. */
export const asReply = (c: TextChecks) =>
  c.structure !== undefined ||
  c.sentences === true ||
  c.tone === true ||
  c.minWords !== undefined ||
  c.language !== undefined;

/** The checks as the scoring applies them to a text for this writer. */
export const resolvedFor = (checks: TextChecks, w: Writer): TextChecks => {
  const { within: _, ...rest } = checks;
  const reply = checks.structure !== undefined || checks.tone === true;
  return {
    ...rest,
    ...(w.language !== undefined && checks.language === 'buyer' ? { language: w.language } : {}),
    ...(reply && w.buyerName !== undefined ? { buyerName: w.buyerName } : {}),
    ...(reply ? { storeNames: w.storeNames ?? [] } : {}),
  };
};

const SCRIPT_OF: Record<string, (p: string) => boolean> = {
  zh: (p) => CJK.test(p),
  ja: (p) => CJK.test(p),
  th: (p) => THAI.test(p),
};
const latin = (p: string) => !CJK.test(p) && !THAI.test(p);

/** Facts for a reply in a language: the required ones, and one phrase of each group. */
const factsFor = (checks: TextChecks, language: string | undefined, ascii: boolean) => {
  const forbidden = new Set((checks.forbidden ?? []).map((p) => plain(p).toLowerCase()));
  const allowed = (p: string) => !forbidden.has(plain(p).toLowerCase());
  const script = SCRIPT_OF[language ?? ''] ?? latin;
  const facts = [...(checks.mustInclude ?? []).map(plain)];
  for (const group of checks.anyOf ?? []) {
    const ok = group.filter(allowed);
    const pick = (ascii ? ok.find((p) => ASCII.test(p)) : undefined) ?? ok.find(script) ?? ok[0];
    if (pick === undefined) return null;
    if (!facts.some((f) => f.toLowerCase() === plain(pick).toLowerCase())) facts.push(plain(pick));
  }
  return facts;
};

/**
 * Replies a student would write (replies.ts) that pass the checks for this writer: the full
 * reply padded to the length asked, and the shortest one that still passes (sentences left out
 * one by one), so the search both wins the point and shows how lenient the rubric is.
 */
const replyTexts = (checks: TextChecks, w: Writer): string[] => {
  const resolved = resolvedFor(checks, w);
  const languages = [
    ...new Set(
      checks.language === 'buyer'
        ? w.language !== undefined
          ? [w.language]
          : ['en', 'zh']
        : checks.language !== undefined
          ? [checks.language]
          : [w.language ?? 'en', 'en', 'zh'],
    ),
  ];
  const store = w.storeNames?.[0];
  const out: string[] = [];
  for (const language of languages) {
    for (const ascii of [false, true]) {
      const facts = factsFor(checks, language, ascii);
      if (!facts) continue;
      for (const variant of [0, 1]) {
        const sentences = replySentences({
          language,
          buyerName: w.buyerName,
          store,
          facts,
          variant,
        }).map((s) => s.text);
        const text = fitted(resolved, language, sentences);
        if (text === null) continue;
        out.push(text, shortened(resolved, language, text, sentences));
        break;
      }
    }
  }
  return [...new Set(out)];
};

const words = (t: string) => wordCount(readReply(segment(t)));

/** The sentences padded to the minimum length (characters and words), if the result passes. */
const fitted = (
  checks: TextChecks,
  language: string | undefined,
  sentences: readonly string[],
): string | null => {
  const filler = templateOf(language).filler;
  const parts = [...sentences];
  const long = (t: string) =>
    [...t.trim()].length >= (checks.minLength ?? 0) && words(t) >= (checks.minWords ?? 0);
  let text = joinSentences(language, parts);
  // The filler goes before the closing, so the sign-off stays in the tail.
  for (let i = 0; i < 40 && !long(text); i++) {
    parts.splice(parts.length - 1, 0, filler);
    text = joinSentences(language, parts);
  }
  return passes(checks, text) ? text : null;
};

/** Sentences left out one at a time, last first, while the reply still passes. */
const shortened = (
  checks: TextChecks,
  language: string | undefined,
  text: string,
  sentences: readonly string[],
): string => {
  let parts = [...sentences];
  let best = text;
  for (let i = parts.length - 1; i >= 0; i--) {
    const fewer = parts.filter((_, k) => k !== i);
    const t = joinSentences(language, fewer);
    if (t.trim() !== '' && passes(checks, t)) {
      parts = fewer;
      best = t;
    }
  }
  return best;
};

/**
 * Texts that pass the checks: the facts alone (first phrases, Latin, Chinese) when that passes,
 * and, for checks that read a reply, replies as a student writes them, for each writer the case
 * allows (the rule's buyer, or each buyer when the rule does not name one).
 */
export const textsFor = (checks: TextChecks, writers: readonly Writer[] = [{}]): string[] => {
  const found: string[] = [];
  for (const w of writers) {
    const resolved = resolvedFor(checks, w);
    found.push(...bareTexts(resolved));
    if (asReply(checks)) found.push(...replyTexts(checks, w));
  }
  return [...new Set(found)];
};

/** Neutral texts for free-text fields no check reads (a courteous sentence in each script). */
export const NEUTRAL_TEXTS = [FILLER.en, FILLER.zh];

const MAX_WRITERS = 6;

/** A buyer of the case as a writer addresses them. */
const writerOf = (s: Scenario, buyer: string | undefined): Writer => {
  const b = buyer === undefined ? undefined : s.buyers.find((x) => x.id === buyer);
  return {
    ...(b?.name !== undefined ? { buyerName: b.name } : {}),
    ...(b?.language !== undefined ? { language: b.language } : {}),
    storeNames: s.stores.map((x) => x.name),
  };
};

/**
 * Whom a scoring rule's text is written to: its buyer when the rule names one; else, when its
 * rubric needs a buyer (a greeting by name, `language: buyer`), each buyer of the case (the
 * graded event names one) and no one; else no one in particular.
 */
export const ruleWriters = (s: Scenario, rule: ScoringRule): Writer[] => {
  const buyer = ruleAddressee(s, rule);
  if (buyer !== undefined) return [writerOf(s, buyer)];
  const r = rule.rubric;
  const needsBuyer = r?.language === 'buyer' || (r?.structure?.includes('greeting') ?? false);
  if (!needsBuyer) return [writerOf(s, undefined)];
  return [...s.buyers.slice(0, MAX_WRITERS).map((b) => writerOf(s, b.id)), writerOf(s, undefined)];
};

/** The texts of a scoring rule's rubric, written to its buyer (cached per rule). */
const byRule = new WeakMap<ScoringRule, string[]>();
export const ruleTexts = (s: Scenario, rule: ScoringRule): string[] => {
  if (!rule.rubric) return [];
  let texts = byRule.get(rule);
  if (!texts) {
    texts = textsFor(rule.rubric, ruleWriters(s, rule));
    byRule.set(rule, texts);
  }
  return texts;
};

/** Writers for a text check outside the scoring (a buyer script, a ruling): any buyer, or none. */
export const anyWriters = (s: Scenario): Writer[] => [
  writerOf(s, undefined),
  ...s.buyers.slice(0, MAX_WRITERS).map((b) => writerOf(s, b.id)),
];
