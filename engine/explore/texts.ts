/**
 * Free text for the explorer, built from the case's own text checks: every object of the scenario
 * that reads text (scoring rubrics, buyer-script conditions, judges' words — anything with
 * mustInclude, anyOf, forbidden or a length) gives texts that pass it. A text holds the required
 * phrases and one phrase of each group, avoids the forbidden ones and the banned patterns, and is
 * padded to the minimum length with a courteous sentence in the text's own script. So a point
 * whose rubric some text satisfies is reachable by the search; one whose rubric no text can
 * satisfy (a phrase both required and forbidden) is not.
 */
import type { TextChecks } from '../scoring/rubric.ts';
import { passes } from '../scoring/rubric.ts';

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
  while ([...text.trim()].length < min) text = join([text, filler]);
  if (checks.maxLength !== undefined && [...text.trim()].length > checks.maxLength) {
    text = [...text.trim()].slice(0, checks.maxLength).join('');
  }
  // `within` is time, not text: a text cannot fail it.
  const { within: _, ...textOnly } = checks;
  return passes(textOnly, text) ? text : null;
};

const ASCII = /^[\x20-\x7e]*$/;
/** Texts that pass the checks: with the first phrase of each group, and with Latin phrases. */
export const textsFor = (checks: TextChecks): string[] => {
  const found = [
    build(checks, (g) => g),
    build(checks, (g) => g.filter((p) => ASCII.test(p))),
    build(checks, (g) => g.filter((p) => CJK.test(p))),
  ].filter((t): t is string => t !== null);
  return [...new Set(found)];
};

/** Neutral texts for free-text fields no check reads (a courteous sentence in each script). */
export const NEUTRAL_TEXTS = [FILLER.en, FILLER.zh];
