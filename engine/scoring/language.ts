/**
 * Whether a student's reply is written in the buyer's language (docs/adr/0017). What the script
 * shows is sure (Thai, Hangul, kana, Cyrillic, Arabic, Han); within a script the `eld` detector
 * tells the language. A student fails only on a clearly wrong script or a confident detection of
 * another language; a reply too short or too mixed to tell is 'unsure', which passes.
 */
import eld from 'eld/small';
import {
  countScripts,
  onlyScript,
  scriptOf,
  scriptShares,
  withoutIds,
  withoutNames,
  type ScriptCounts,
} from './scripts.ts';

export type LanguageVerdict = 'yes' | 'no' | 'unsure';

/** Malay and Indonesian are one language in two standards: each accepts the other. */
const SAME: Record<string, string> = { id: 'ms' };
/** A code as the check compares it: `pt-BR` is `pt`, `id` is `ms`. */
export const languageKey = (code: string): string => {
  const base = code.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
  return SAME[base] ?? base;
};

/** The languages eld tells apart (ISO 639-1), `id` included as Malay. */
const KNOWN = new Set([...Object.values(eld.info().Languages), 'id'].map(languageKey));

/** Below this many (weighted) letters a script decides nothing. */
const MIN_SCRIPT = 6;
/** Another language is confident with this many letters and this lead over the expected one. */
const MIN_LETTERS = 20;
const MIN_LEAD = 0.1;
/** Share of the letters in the expected script above which the text is taken as written in it. */
const OWN_SCRIPT = 1 / 3;
/** Kana from this share of Han and kana: Japanese. Han alone, this many or more: not Japanese. */
const KANA_SHARE = 0.15;
const HAN_ONLY = 10;

/** Languages a short text in their script is taken to be (not Ukrainian, not Persian). */
const SURE_BY_SCRIPT = new Set(['ru', 'ar']);

type Detection = { top: string; lead: number; reliable: boolean };

/** eld's answer: the top language (by key) and its lead over the expected language. */
const detect = (text: string, expected: string): Detection => {
  const r = eld.detect(text);
  const scores: Record<string, number> = {};
  for (const [code, score] of Object.entries(r.getScores())) {
    const key = languageKey(code);
    scores[key] = Math.max(scores[key] ?? 0, score);
  }
  const top = languageKey(r.language);
  return {
    top,
    lead: (scores[top] ?? 0) - (scores[expected] ?? 0),
    reliable: r.language !== '' && r.isReliable(),
  };
};

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/**
 * Within the expected script the detector decides, on each reading of the text (as written; without
 * names): the expected language is a yes; only a confident other language in every reading is a
 * no; a long text read as another language without confidence is unsure; a short one is what the
 * script alone says (`sure`).
 */
const byDetector = (readings: readonly string[], expected: string, sure: LanguageVerdict) => {
  if (!KNOWN.has(expected)) return sure;
  const found = readings.map((t) => ({ d: detect(t, expected), long: letters(t) >= MIN_LETTERS }));
  // The text as written, or a reading long enough to tell, in the expected language.
  if (found.some(({ d, long }, i) => d.top === expected && (i === 0 || long))) return 'yes';
  if (found.every(({ d, long }) => long && d.reliable && d.lead >= MIN_LEAD)) return 'no';
  // Long enough to read, and read as another language without confidence: it cannot be told.
  return found[0]?.long && found[0].d.top !== '' ? 'unsure' : sure;
};

/** Han and kana: Chinese or Japanese, told by the kana. */
const byKana = (counts: ScriptCounts, expected: 'zh' | 'ja'): LanguageVerdict => {
  const cjk = counts.han + counts.kana;
  if (expected === 'ja') {
    if (counts.kana > 0) return 'yes';
    return counts.han >= HAN_ONLY ? 'no' : 'unsure';
  }
  if (counts.kana / cjk < KANA_SHARE) return 'yes';
  return cjk >= MIN_SCRIPT ? 'no' : 'unsure';
};

/** Whether `text` is written in the language `expected` (ISO 639-1; pt-BR reads as pt). */
export const replyLanguage = (text: string, expected: string): LanguageVerdict => {
  const lang = languageKey(expected);
  const clean = withoutIds(text);
  const script = scriptOf(lang);
  if (script === undefined) return byDetector([clean], lang, 'unsure');
  // Latin names (products, brands) in a reply in another script say nothing of its language.
  const counts = countScripts(script === 'latin' ? clean : withoutNames(clean));
  const { total, share } = scriptShares(counts);
  if (total === 0) return 'unsure';
  const own = script === 'japanese' || script === 'han' ? share('han', 'kana') : share(script);
  if (own < OWN_SCRIPT) {
    // Mostly another script: wrong, once there is enough of it to be sure.
    return total * (1 - own) >= MIN_SCRIPT ? 'no' : 'unsure';
  }
  switch (script) {
    case 'thai':
    case 'hangul':
      return 'yes';
    case 'japanese':
      return byKana(counts, 'ja');
    case 'han':
      return byKana(counts, 'zh');
    case 'cyrillic':
    case 'arabic':
      // The script tells Russian and Arabic for sure; only a confident sister language fails.
      return byDetector(
        [onlyScript(clean, [script])],
        lang,
        SURE_BY_SCRIPT.has(lang) ? 'yes' : 'unsure',
      );
    default: {
      const latin = onlyScript(clean, ['latin']);
      return byDetector([latin, withoutNames(latin)], lang, 'unsure');
    }
  }
};
