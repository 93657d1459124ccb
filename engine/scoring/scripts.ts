/**
 * What can be told of a text for sure, without guessing its language: the writing systems its
 * letters belong to, once the ids (order, SKU and tracking numbers), links and addresses that any
 * reply quotes are taken out.
 */

export type Script = 'latin' | 'cyrillic' | 'arabic' | 'thai' | 'hangul' | 'kana' | 'han' | 'other';

const SCRIPTS: readonly (readonly [Script, RegExp])[] = [
  ['latin', /\p{Script=Latin}/u],
  ['han', /\p{Script=Han}/u],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['thai', /\p{Script=Thai}/u],
];

/** The script of the languages buyers write in (ISO 639-1); Latin unless listed. */
const NON_LATIN: Record<string, Script | 'japanese'> = {
  ru: 'cyrillic',
  uk: 'cyrillic',
  be: 'cyrillic',
  bg: 'cyrillic',
  mk: 'cyrillic',
  kk: 'cyrillic',
  mn: 'cyrillic',
  ar: 'arabic',
  fa: 'arabic',
  ur: 'arabic',
  th: 'thai',
  ko: 'hangul',
  ja: 'japanese',
  zh: 'han',
};
/** Languages in Latin script; others (Greek, Hebrew, Indic…) get no script check here. */
const LATIN = new Set([
  ...['af', 'az', 'ca', 'cs', 'cy', 'da', 'de', 'en', 'eo', 'es', 'et', 'eu', 'fi', 'fr', 'ga'],
  ...['gl', 'hr', 'hu', 'id', 'is', 'it', 'lt', 'lv', 'ms', 'mt', 'nl', 'no', 'pl', 'pt', 'ro'],
  ...['sk', 'sl', 'sq', 'sv', 'sw', 'tl', 'tr', 'vi', 'yo'],
]);

/** The script a language is written in, 'japanese' (kana with Han), or undefined when not known. */
export const scriptOf = (language: string): Script | 'japanese' | undefined =>
  NON_LATIN[language] ?? (LATIN.has(language) ? 'latin' : undefined);

// Links, e-mail addresses, then every run of Latin letters and digits that holds a digit (order,
// tracking and phone numbers, SKUs like LAMP-01, amounts), and SKUs in capitals (SCARF-SLK).
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|shop|store|io|co|cn|me|info|biz)\b\S*/giu;
const EMAIL = /[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}/giu;
const WITH_DIGIT = /[A-Za-z0-9\p{Nd}_./#:+-]*\p{Nd}[A-Za-z0-9\p{Nd}_./#:+-]*/gu;
const CAPS_ID = /\b[A-Z]{2,}(?:-[A-Z0-9]+)+\b/gu;
/** Matches nothing: EMAIL's stand-in for a text without @ (EMAIL backtracks on Chinese text). */
const NEVER = /(?!)/gu;

/** The text without ids, numbers, links and e-mail addresses: the words a language shows in. */
export const withoutIds = (text: string): string =>
  text
    .normalize('NFC')
    .replace(text.includes('@') ? EMAIL : NEVER, ' ')
    .replace(LINK, ' ')
    .replace(WITH_DIGIT, ' ')
    .replace(CAPS_ID, ' ')
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * Where the ids, numbers, links and e-mail addresses of a text are (the same patterns as
 * `withoutIds`), as sorted, merged [start, end) offsets: what a reply quotes, not what it says.
 */
export const idSpans = (text: string): [number, number][] => {
  const spans: [number, number][] = [];
  // No @, no address: EMAIL backtracks over long runs without spaces (Chinese), so skip it.
  for (const re of text.includes('@')
    ? [EMAIL, LINK, WITH_DIGIT, CAPS_ID]
    : [LINK, WITH_DIGIT, CAPS_ID]) {
    for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged;
};

// A Latin word that starts with a capital: a name, a brand, a product ("Apple Watch Series").
const NAME = /(?<![\p{L}\p{M}])(?=\p{Lu})\p{Script=Latin}[\p{Script=Latin}\p{M}'’-]*/gu;

/** The text without capitalised Latin words: what is left of a reply once names are out. */
export const withoutNames = (text: string): string =>
  text.replace(NAME, ' ').replace(/\s+/gu, ' ').trim();

/** The text without the letters of other scripts (a Chinese product name in a Russian reply). */
export const onlyScript = (text: string, scripts: readonly Script[]): string => {
  const keep = SCRIPTS.filter(([s]) => scripts.includes(s)).map(([, re]) => re);
  return text
    .replace(/\p{L}/gu, (ch) => (keep.some((re) => re.test(ch)) ? ch : ' '))
    .replace(/\s+/gu, ' ')
    .trim();
};

export type ScriptCounts = Record<Script, number>;

/** Letters per script. */
export const countScripts = (text: string): ScriptCounts => {
  const counts: ScriptCounts = {
    latin: 0,
    cyrillic: 0,
    arabic: 0,
    thai: 0,
    hangul: 0,
    kana: 0,
    han: 0,
    other: 0,
  };
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    const script = SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? 'other';
    counts[script] += 1;
  }
  return counts;
};

/**
 * A Han, kana or Hangul character says about as much as a few Latin letters: weights that let a
 * Chinese reply quoting an English product name still read as Chinese.
 */
const WEIGHT: Record<Script, number> = {
  latin: 1,
  cyrillic: 1,
  arabic: 1,
  thai: 1,
  hangul: 3,
  kana: 2,
  han: 3,
  other: 1,
};

/** Each script's share of the text's letters, weighted (0–1), and the weighted total. */
export const scriptShares = (counts: ScriptCounts) => {
  const total = (Object.keys(counts) as Script[]).reduce((n, s) => n + counts[s] * WEIGHT[s], 0);
  const share = (...scripts: Script[]) =>
    total === 0 ? 0 : scripts.reduce((n, s) => n + counts[s] * WEIGHT[s], 0) / total;
  return { total, share };
};
