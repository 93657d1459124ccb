/**
 * node bench/language.ts: language detectors on customer-service replies (engine/testing/replies.ts,
 * 15 languages, 5–40 words, plus replies of 1–4 words). Prints each detector's accuracy per
 * language and per length band and its time per call, then what the rubric check
 * (engine/scoring/language.ts) says of each reply for its own language and for every other one.
 * eld is the project's dependency; tinyld is measured too when installed (npm i --no-save tinyld@1).
 * Malay and Indonesian count as one language (ms = id). Nothing here is asserted.
 */
import eld from 'eld/small';
import { languageKey, replyLanguage, type LanguageVerdict } from '../engine/scoring/language.ts';
import { withoutIds } from '../engine/scoring/scripts.ts';
import {
  NEIGHBOUR_REPLIES,
  REPLIES,
  REPLY_LANGUAGES,
  SHORT_REPLIES,
} from '../engine/testing/replies.ts';

type Detector = { name: string; detect: (text: string) => string };
type Sample = { lang: string; text: string; band: string };

const out = (s: string) => process.stdout.write(`${s}\n`);
const words = new Intl.Segmenter('zh', { granularity: 'word' });
const wordCount = (t: string) => [...words.segment(t)].filter((s) => s.isWordLike).length;
const BANDS = [
  ['1–4', 4],
  ['5–10', 10],
  ['11–20', 20],
  ['21–40', 40],
  ['>40', Infinity],
] as const;
const bandOf = (t: string) => BANDS.find(([, max]) => wordCount(t) <= max)![0];

const SAMPLES: Sample[] = REPLY_LANGUAGES.flatMap((lang) =>
  [...REPLIES[lang], ...SHORT_REPLIES[lang]].map((text) => ({ lang, text, band: bandOf(text) })),
);

const detectors: Detector[] = [{ name: 'eld 2 (small)', detect: (t) => eld.detect(t).language }];
const optional = 'tinyld';
try {
  const tinyld = (await import(optional)) as { detect: (t: string) => string };
  detectors.push({ name: 'tinyld 1 (normal)', detect: (t) => tinyld.detect(t) });
} catch {
  out('tinyld: not installed (npm i --no-save tinyld@1 to compare)');
}

/** µs per call over every sample: warmed up, then the median of 20 rounds. */
const timePerCall = (f: (text: string) => unknown) => {
  const rounds: number[] = [];
  for (let r = 0; r < 25; r += 1) {
    const t0 = performance.now();
    for (const s of SAMPLES) f(s.text);
    if (r >= 5) rounds.push(((performance.now() - t0) * 1000) / SAMPLES.length);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
};

const pct = (ok: number, n: number) => `${ok}/${n} ${((100 * ok) / Math.max(1, n)).toFixed(0)}%`;
const tally = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, { ok: 0, n: 0 }])) as Record<K, { ok: number; n: number }>;

for (const d of detectors) {
  for (const stripped of [false, true]) {
    const byLang = tally(REPLY_LANGUAGES);
    const byBand = tally(BANDS.map(([b]) => b));
    const misses: string[] = [];
    for (const s of SAMPLES) {
      const got = d.detect(stripped ? withoutIds(s.text) : s.text);
      const ok = languageKey(got) === languageKey(s.lang);
      for (const t of [
        byLang[s.lang as keyof typeof byLang],
        byBand[s.band as keyof typeof byBand],
      ]) {
        if (!t) continue;
        t.n += 1;
        if (ok) t.ok += 1;
      }
      if (!ok) misses.push(`${s.lang}→${got || '?'} "${s.text}"`);
    }
    const all = misses.length;
    const us = timePerCall((t) => d.detect(stripped ? withoutIds(t) : t));
    out(
      `${d.name}${stripped ? ', ids stripped' : ''}: ${pct(SAMPLES.length - all, SAMPLES.length)}, ${us.toFixed(0)} µs per call`,
    );
    out(
      `  by language: ${REPLY_LANGUAGES.map((l) => `${l} ${byLang[l].ok}/${byLang[l].n}`).join(', ')}`,
    );
    const bands = BANDS.filter(([b]) => byBand[b].n > 0);
    out(`  by words: ${bands.map(([b]) => `${b} ${pct(byBand[b].ok, byBand[b].n)}`).join(', ')}`);
    for (const m of misses) out(`  miss ${m}`);
  }
}

// The rubric check: each reply against its own language (must never say 'no'), then against
// every other language (should say 'no'; 'unsure' passes it, 'yes' is a wrong pass).
const VERDICTS = ['yes', 'unsure', 'no'] as const;
const count = () => ({ yes: 0, unsure: 0, no: 0 }) as Record<LanguageVerdict, number>;
const own = Object.fromEntries(BANDS.map(([b]) => [b, count()]));
const other = Object.fromEntries(BANDS.map(([b]) => [b, count()]));
const wrong: string[] = [];
for (const s of SAMPLES) {
  const v = replyLanguage(s.text, s.lang);
  own[s.band]![v] += 1;
  if (v === 'no') wrong.push(`fails its own language ${s.lang}: "${s.text}"`);
  for (const l of REPLY_LANGUAGES) {
    if (languageKey(l) === languageKey(s.lang)) continue;
    const w = replyLanguage(s.text, l);
    other[s.band]![w] += 1;
    if (w === 'yes') wrong.push(`passes as ${l} (${s.lang}): "${s.text}"`);
  }
}
const us = timePerCall((t) => replyLanguage(t, 'es'));
const line = (c: Record<LanguageVerdict, number>) => VERDICTS.map((v) => `${v} ${c[v]}`).join(', ');
out(`replyLanguage: ${us.toFixed(0)} µs per call`);
for (const [b] of BANDS) {
  if (line(own[b]!) === line(count())) continue;
  out(`  ${b} words: own language ${line(own[b]!)}; other languages ${line(other[b]!)}`);
}
// Replies in neighbouring languages (Ukrainian, Bulgarian, Persian, Catalan, Galician, Dutch)
// against each buyer language: a wrong reply the check should not pass as 'yes'.
const neighbours = count();
for (const [lang, texts] of Object.entries(NEIGHBOUR_REPLIES)) {
  for (const text of texts) {
    for (const l of REPLY_LANGUAGES) {
      const v = replyLanguage(text, l);
      neighbours[v] += 1;
      if (v === 'yes') wrong.push(`passes as ${l} (${lang}): "${text}"`);
    }
  }
}
out(`  neighbouring languages against the buyers': ${line(neighbours)}`);
for (const w of wrong) out(`  ${w}`);
