/**
 * The Word template (questions/templates/questions.docx) → question drafts with their line
 * (paragraph) numbers. One paragraph per field, written "field: value" (a full-width ： too);
 * the fields are the spreadsheet template's columns (table.ts), by their English or Chinese
 * names, so both templates read alike:
 *   题型：单选            starts a question (type / 题型)
 *   中文题干：…           text_zh; 英文题干 text_en; A中文 / a_zh … F英文 / f_en options
 *   答案：B               answer; 中文解析 / 英文解析 explanation; 来源标题 / 来源链接 source …
 * Blank paragraphs are skipped; a paragraph starting with # is a note (the template's guidance).
 * Any other paragraph, an unknown field, a field twice in one question or a field before the
 * first type line is an error with its line; the rows then go through the spreadsheet reader.
 */
import { QUESTION_TEXT_MAX } from '../../../schemas/questions.ts';
import { importError, type Draft, type ImportDefaults, type ImportError } from './draft.ts';
import { COLUMN_ALIASES, TEMPLATE_COLUMNS, readQuestionTable } from './table.ts';

/** Most paragraphs read from one document (a template holds 15–20 per question). */
export const MAX_DOCUMENT_LINES = 40_000;

const LETTER_ALIASES: Record<string, string> = Object.fromEntries(
  ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((l) => [
    [`${l}中文`, `${l}_zh`],
    [`${l}英文`, `${l}_en`],
  ]),
);

/** Field names of the Word template → template columns. */
export const DOCUMENT_FIELDS: Record<string, string> = {
  ...COLUMN_ALIASES,
  ...LETTER_ALIASES,
  模块: 'module',
  课程: 'course',
  章节: 'section',
  中文评分要点: 'rubric_zh',
  英文评分要点: 'rubric_en',
  最少词数: 'min_words',
  版本: 'version',
};

const FIELD = /^([^:：]{1,40})[:：]\s*([\s\S]*)$/;

type Pending = { line: number; cells: Record<string, string> };

export const readDocumentLines = (
  paragraphs: string[],
  defaults: ImportDefaults,
): { drafts: Draft[]; errors: ImportError[] } => {
  const errors: ImportError[] = [];
  const rows: Pending[] = [];
  if (paragraphs.length > MAX_DOCUMENT_LINES)
    return {
      drafts: [],
      errors: [
        importError({ line: MAX_DOCUMENT_LINES + 1 }, 'docxTooManyLines', {
          max: MAX_DOCUMENT_LINES,
        }),
      ],
    };
  let current: Pending | null = null;
  paragraphs.forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (t === '' || t.startsWith('#')) return;
    const m = FIELD.exec(t);
    if (!m) {
      errors.push(importError({ line }, 'docxLine', { text: t.slice(0, 40) }));
      return;
    }
    const label = (m[1] ?? '').trim();
    const field = DOCUMENT_FIELDS[label.toLowerCase()];
    const value = (m[2] ?? '').trim();
    if (!field) {
      errors.push(importError({ line }, 'docxField', { field: label }));
      return;
    }
    if (value.length > QUESTION_TEXT_MAX) {
      errors.push(importError({ line }, 'docxTooLong', { max: QUESTION_TEXT_MAX }));
      return;
    }
    if (field === 'type') {
      current = { line, cells: { type: value } };
      rows.push(current);
      return;
    }
    if (!current) {
      errors.push(importError({ line }, 'docxNoType', { field: label }));
      return;
    }
    const cells: Record<string, string> = (current as Pending).cells;
    if (field in cells) {
      errors.push(importError({ line }, 'docxTwice', { field: label }));
      return;
    }
    if (value !== '') cells[field] = value;
  });
  // A type line left empty with nothing under it is the template's blank question: no question.
  const filled = rows.filter((r) => Object.values(r.cells).some((v) => v !== ''));
  const read = readQuestionTable(
    { columns: [...TEMPLATE_COLUMNS], rows: filled.map((r) => ({ row: r.line, cells: r.cells })) },
    defaults,
  );
  const asLine = <T extends { row: number } | { line: number }>(w: T) =>
    'row' in w ? { line: w.row } : w;
  return {
    drafts: read.drafts.map((d) => ({ ...d, at: asLine(d.at) })),
    errors: [
      ...errors,
      ...read.errors.map((e) => {
        const { row: _row, ...rest } = e as ImportError & { row?: number };
        return { ...rest, ...asLine(e) } as ImportError;
      }),
    ],
  };
};
