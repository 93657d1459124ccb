/**
 * Aiken (Moodle's one-line multiple-choice format) → question drafts with their line numbers:
 *   question text
 *   A. option        (or A) option)
 *   B. option
 *   ANSWER: B        (ANSWER: A, C: several right options, a multiple-choice question)
 * A question ends at its ANSWER line. zh and en are written as Moodle multilang spans. Aiken has
 * no ids, tags, sources or explanations: ids, tags and source come from the import's defaults.
 */
import {
  OPTION_IDS,
  importError,
  splitLanguages,
  withDefaults,
  type Draft,
  type ImportDefaults,
  type ImportError,
} from './draft.ts';

type Pending = { line: number; text: string; options: { letter: string; text: string }[] };

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*(.*)$/i;

export const readAiken = (
  source: string,
  defaults: ImportDefaults,
): { drafts: Draft[]; errors: ImportError[] } => {
  const drafts: Draft[] = [];
  const errors: ImportError[] = [];
  let q: Pending | null = null;
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (t === '') return;
    const answer = ANSWER.exec(t);
    const option = OPTION.exec(t);
    if (answer) {
      if (!q) {
        errors.push(importError({ line }, 'aikenAnswerAlone'));
        return;
      }
      const current: Pending = q;
      q = null;
      const letters = (answer[1] ?? '')
        .split(/[,\s]+/)
        .filter(Boolean)
        .map((l) => l.toUpperCase());
      if (current.options.length < 2) {
        errors.push(importError({ line: current.line }, 'aikenTwoOptions'));
        return;
      }
      const known = current.options.map((o) => o.letter);
      const bad = letters.filter((l) => !known.includes(l));
      if (letters.length === 0 || bad.length > 0) {
        errors.push(
          letters.length === 0
            ? importError({ line }, 'aikenAnswerNone')
            : importError({ line }, 'aikenAnswerUnknown', {
                letters: bad.join(', '),
                known: known.join(', '),
              }),
        );
        return;
      }
      const options = current.options.map((o, k) => ({
        id: OPTION_IDS[k] ?? `o${k + 1}`,
        letter: o.letter,
        text: splitLanguages(o.text),
      }));
      const ids = options.filter((o) => letters.includes(o.letter)).map((o) => o.id);
      const question =
        ids.length === 1
          ? { type: 'single', answer: ids[0] }
          : { type: 'multiple', answers: [...new Set(ids)] };
      drafts.push({
        at: { line: current.line },
        question: withDefaults(
          {
            ...question,
            text: splitLanguages(current.text),
            options: options.map(({ id, text }) => ({ id, text })),
          },
          drafts.length + 1,
          defaults,
        ),
      });
      return;
    }
    if (option && q) {
      q.options.push({ letter: option[1] ?? '', text: option[2] ?? '' });
      return;
    }
    if (q && q.options.length > 0) {
      errors.push(importError({ line: q.line }, 'aikenNoAnswer'));
      q = null;
    }
    if (option) {
      errors.push(importError({ line }, 'aikenOptionAlone'));
      return;
    }
    if (q) q.text = `${q.text} ${t}`;
    else q = { line, text: t, options: [] };
  });
  const last = q as Pending | null;
  if (last) errors.push(importError({ line: last.line }, 'aikenNoAnswer'));
  return { drafts, errors };
};
