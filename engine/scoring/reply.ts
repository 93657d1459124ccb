/**
 * A text read as a reply to a buyer (docs/adr/0019): its sentences (Intl.Segmenter), its words
 * with ids and numbers told apart, and the checks a rubric's `structure`, `sentences` and
 * `minWords`/`maxWords` make on them. A Chinese or Japanese character counts as half a word; an
 * id, a number, a link or an e-mail address counts as one word and is never prose.
 */
import type { ReplyPart } from '../../schemas/scenario.ts';
import { FUNCTION_WORDS, REPLY_PHRASES, type PartPhrases } from './replyParts.ts';
import { namedIn } from './names.ts';
import { idSpans } from './scripts.ts';
import { phrase, phraseAt, type Phrase, type Segmented } from './text.ts';
import { AHEAD_TIME, FUTURE_FORM, TIME } from './timeWords.ts';

type Span = readonly [number, number];
type Token = { start: number; end: number; weight: number; fn: boolean };
export type Reply = { t: Segmented; sentences: Span[]; tokens: Token[]; ids: Span[] };

/** A phrase ending in a Chinese, Japanese or Thai character is a stem (no spaces to end on). */
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]$/u;
const compile = (list: readonly string[]): Phrase[] =>
  list.map((p) => phrase(p, p.endsWith('*') || NO_SPACES.test(p)));
const PARTS = Object.fromEntries(
  (['greeting', 'acknowledge', 'closing', 'forward'] as const).map((k) => [
    k,
    compile(Object.values(REPLY_PHRASES).flatMap((l: PartPhrases) => l[k])),
  ]),
) as Record<keyof PartPhrases, Phrase[]>;

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const READABLE = /[\p{L}\p{N}]/u;

/** A word's weight: 1, or half a word for each Chinese or Japanese character. */
const weightOf = (word: string): number => {
  const cjk = word.match(CJK)?.length ?? 0;
  if (cjk === 0) return 1;
  return cjk / 2 + (word.replace(CJK, '').match(READABLE) ? 1 : 0);
};

const cache = new WeakMap<Segmented, Reply>();

/** The reply's sentences, prose words and ids (computed once per segmented text). */
export const readReply = (t: Segmented): Reply => {
  const known = cache.get(t);
  if (known) return known;
  // Sentence breaks and capital ids need the case; lower case offsets equal it when aligned.
  const source = t.aligned ? t.cased : t.text;
  const sentences: Span[] = [];
  for (const s of sentenceSegmenter.segment(source)) {
    if (READABLE.test(s.segment)) sentences.push([s.index, s.index + s.segment.length]);
  }
  const ids = idSpans(source);
  const tokens: Token[] = [];
  let k = 0;
  for (const w of t.words) {
    while (k < ids.length && ids[k]![1] <= w.index) k += 1;
    const id = ids[k];
    if (id && id[0] <= w.index) continue;
    const end = w.index + w.segment.length;
    tokens.push({
      start: w.index,
      end,
      weight: weightOf(w.segment),
      fn: FUNCTION_WORDS.has(w.segment),
    });
  }
  const reply = { t, sentences, tokens, ids };
  cache.set(t, reply);
  return reply;
};

/** Words: prose words (weighted) plus one for each id, number, link or address. */
export const wordCount = (r: Reply): number =>
  r.tokens.reduce((n, w) => n + w.weight, 0) + r.ids.length;

/** Prose between two offsets, leaving out one span: its weight and whether a function word is in. */
const proseIn = (r: Reply, from: number, to: number, skip: readonly Span[] = []) => {
  let weight = 0;
  let fn = false;
  for (const w of r.tokens) {
    if (w.start < from || w.end > to) continue;
    if (skip.some(([a, b]) => w.start < b && w.end > a)) continue;
    weight += w.weight;
    fn ||= w.fn;
  }
  return { weight, fn };
};

const sentenceAt = (r: Reply, i: number): Span =>
  r.sentences.find(([a, b]) => i >= a && i < b) ?? [0, r.t.text.length];

/** Every place a phrase occurs on word boundaries. */
const occurrences = (t: Segmented, raw: string): Span[] => {
  const ph = phrase(raw);
  const found: Span[] = [];
  for (let i = phraseAt(t, ph); i >= 0; i = phraseAt(t, ph, i + 1))
    found.push([i, i + ph.p.length]);
  return found;
};

const anyIn = (t: Segmented, list: readonly Phrase[], from: number, to: number) =>
  list.some((ph) => phraseAt(t, ph, from, to) >= 0);

/** Prose words a sentence needs around a fact, a function word among them. */
const AROUND_FACT = 3;
/** Prose words the text needs per required fact (at least one fact's worth). */
export const WORDS_PER_FACT = 2;
/** Ids and numbers may be at most this share of the words. */
export const MAX_ID_SHARE = 0.4;

/**
 * The facts stand in sentences: at least 2 prose words per required fact besides the facts
 * themselves; ids and numbers at most 40 % of the words; and each required fact the text holds
 * stands in a sentence with 3 more prose words, one of them a function word (a pronoun, an
 * article, an auxiliary, a particle). With no required facts, one such sentence.
 */
export const inSentences = (r: Reply, facts: readonly string[]) => {
  const found = facts.map((f) => occurrences(r.t, f));
  const all = found.flat();
  const prose = proseIn(r, 0, r.t.text.length);
  const beside = proseIn(r, 0, r.t.text.length, all).weight;
  const need = WORDS_PER_FACT * Math.max(1, facts.length);
  const total = prose.weight + r.ids.length;
  const idShare = total === 0 ? 1 : r.ids.length / total;
  const inSentence = (span: Span | null) => {
    const [a, b] = span ? sentenceAt(r, span[0]) : [0, 0];
    const around = proseIn(r, a, b, span ? [span] : []);
    return around.weight >= AROUND_FACT && around.fn;
  };
  const placed =
    facts.length === 0
      ? r.sentences.some(([a, b]) => {
          const s = proseIn(r, a, b);
          return s.weight >= AROUND_FACT && s.fn;
        })
      : found.every((spans) => spans.length === 0 || spans.some((s) => inSentence(s)));
  return { ok: beside >= need && idShare <= MAX_ID_SHARE && placed, need };
};

/** The opening (first sentence, and the next when the first is a bare salutation) and the tail. */
const EDGE = 120;
const opening = (r: Reply): number => {
  const [first, second] = r.sentences;
  if (!first) return 0;
  const end = second && proseIn(r, first[0], first[1]).weight < 4 ? second[1] : first[1];
  return Math.min(end, first[0] + EDGE);
};
const tail = (r: Reply): number => {
  const n = r.sentences.length;
  const from = r.sentences[Math.max(0, n - 2)]?.[0] ?? 0;
  return Math.max(from, r.t.text.length - EDGE);
};

export type ReplyContext = { buyerName?: string; storeNames?: readonly string[] };

/** Whether the reply has the part. */
export const hasPart = (r: Reply, part: ReplyPart, ctx: ReplyContext): boolean => {
  const t = r.t;
  const len = t.text.length;
  switch (part) {
    case 'greeting': {
      const end = opening(r);
      if (!anyIn(t, PARTS.greeting, 0, end)) return false;
      return !ctx.buyerName || namedIn(t, end, ctx.buyerName);
    }
    case 'acknowledge':
      return anyIn(t, PARTS.acknowledge, 0, len);
    case 'closing': {
      const from = tail(r);
      const stores = compile(ctx.storeNames ?? []);
      return anyIn(t, PARTS.closing, from, len) || anyIn(t, stores, from, len);
    }
    case 'nextStep':
      return nextStep(r);
    default: {
      const unhandled: never = part;
      return unhandled;
    }
  }
};

const starts = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m.index);

/** A sentence says what happens and when: a day ahead, or a time beside a word that looks ahead. */
const nextStep = (r: Reply): boolean => {
  const text = r.t.text;
  const ahead = starts(AHEAD_TIME, text);
  const times = starts(TIME, text);
  const future = starts(FUTURE_FORM, text);
  const within = (xs: number[], [a, b]: Span) => xs.some((x) => x >= a && x < b);
  return r.sentences.some(
    (s) =>
      within(ahead, s) ||
      (within(times, s) && (within(future, s) || anyIn(r.t, PARTS.forward, s[0], s[1]))),
  );
};
