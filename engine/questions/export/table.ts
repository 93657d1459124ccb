/**
 * Questions → rows of the spreadsheet template (import/table.ts columns), the form
 * `cbsim questions import` reads back from .xlsx. What the template cannot hold is left out and
 * named: more than six options or matching items (columns A–F), an accepted answer holding the
 * template's separators (; or |), a short-text rubric with more than phrases to include and one
 * minimum word count for both languages, and a cell that starts like a formula (= + @), which the
 * import refuses. Pure; the CLI writes the rows with write-excel-file.
 */
import type { Question } from '../../../schemas/questions.ts';
import { TEMPLATE_COLUMNS } from '../import/table.ts';
import type { ExportSkip } from './gift.ts';

export type TableSkip = Omit<ExportSkip, 'reason'> & {
  reason: 'tooManyOptions' | 'separatorInAnswer' | 'rubricTooRich' | 'formulaCell';
};
export type Row = Partial<Record<(typeof TEMPLATE_COLUMNS)[number], string>>;
export type TableExport = { columns: readonly string[]; rows: Row[]; skipped: TableSkip[] };

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
const FORMULA = /^[=+@]/;

const common = (q: Question): Row => ({
  id: q.id,
  type: q.type,
  topic: q.tags.topic,
  difficulty: String(q.tags.difficulty),
  ...(q.tags.platform ? { platform: q.tags.platform } : {}),
  ...(q.tags.module ? { module: q.tags.module } : {}),
  text_zh: q.text.zh,
  text_en: q.text.en,
  ...(q.explanation ? { explanation_zh: q.explanation.zh, explanation_en: q.explanation.en } : {}),
  ...('url' in q.source
    ? { source_title: q.source.title, source_url: q.source.url }
    : { course: q.source.course, section: q.source.section }),
  ...(q.version !== 1 ? { version: String(q.version) } : {}),
});

/** The type's own cells, or why the template cannot hold the question. */
const own = (q: Question): Row | TableSkip['reason'] => {
  switch (q.type) {
    case 'single':
    case 'multiple': {
      if (q.options.length > LETTERS.length) return 'tooManyOptions';
      const row: Row = {};
      const right = q.type === 'single' ? [q.answer] : q.answers;
      const letters: string[] = [];
      q.options.forEach((o, i) => {
        const l = LETTERS[i] as (typeof LETTERS)[number];
        row[`${l}_zh`] = o.text.zh;
        row[`${l}_en`] = o.text.en;
        if (right.includes(o.id)) letters.push(l.toUpperCase());
      });
      return { ...row, answer: letters.join(',') };
    }
    case 'trueFalse':
      return { answer: q.answer ? 'true' : 'false' };
    case 'fill':
      if (q.blanks.some((b) => b.accept.some((a) => /[;；|｜]/.test(a))))
        return 'separatorInAnswer';
      return { answer: q.blanks.map((b) => b.accept.join('|')).join('; ') };
    case 'matching': {
      const items = [
        ...q.pairs.map((p) => ({
          zh: `${p.left.zh} -> ${p.right.zh}`,
          en: `${p.left.en} -> ${p.right.en}`,
        })),
        ...(q.distractors ?? []).map((d) => ({ zh: `-> ${d.zh}`, en: `-> ${d.en}` })),
      ];
      if (items.length > LETTERS.length) return 'tooManyOptions';
      const row: Row = {};
      items.forEach((it, i) => {
        const l = LETTERS[i] as (typeof LETTERS)[number];
        row[`${l}_zh`] = it.zh;
        row[`${l}_en`] = it.en;
      });
      return row;
    }
    case 'shortText': {
      const { zh, en } = q.rubric;
      const only = (r: typeof zh) =>
        Object.keys(r).every((k) => k === 'mustInclude' || k === 'minWords') &&
        (r.mustInclude?.length ?? 0) > 0 &&
        r.mustInclude?.every((p) => !/[;；]/.test(p));
      if (!only(zh) || !only(en) || zh.minWords !== en.minWords) return 'rubricTooRich';
      return {
        rubric_zh: (zh.mustInclude ?? []).join('; '),
        rubric_en: (en.mustInclude ?? []).join('; '),
        ...(zh.minWords !== undefined ? { min_words: String(zh.minWords) } : {}),
      };
    }
  }
};

export const exportTable = (questions: Question[]): TableExport => {
  const rows: Row[] = [];
  const skipped: TableSkip[] = [];
  for (const q of questions) {
    const cells = own(q);
    if (typeof cells === 'string') {
      skipped.push({ id: q.id, reason: cells });
      continue;
    }
    const row = { ...common(q), ...cells };
    if (Object.values(row).some((v) => v !== undefined && FORMULA.test(v))) {
      skipped.push({ id: q.id, reason: 'formulaCell' });
      continue;
    }
    rows.push(row);
  }
  return { columns: TEMPLATE_COLUMNS, rows, skipped };
};
