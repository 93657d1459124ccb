/**
 * Reads a question file of a teacher's (GIFT, Aiken, or a spreadsheet already read into a table)
 * into checked questions: all of them, or none and every error by line or row. Pure.
 */
import { readAiken } from './aiken.ts';
import { finishImport, type ImportDefaults, type ImportResult } from './draft.ts';
import { readGift } from './gift.ts';
import { readQuestionTable, type QuestionTable } from './table.ts';

export type { ImportDefaults, ImportError, ImportResult } from './draft.ts';
export type TextFormat = 'gift' | 'aiken';

/** GIFT unless the text reads as Aiken: ANSWER: lines and no answer braces. */
export const guessTextFormat = (text: string): TextFormat =>
  /^ANSWER:/im.test(text) && !/(^|[^\\])\{/.test(text) ? 'aiken' : 'gift';

export const importText = (
  format: TextFormat,
  text: string,
  defaults: ImportDefaults,
  taken: ReadonlySet<string>,
): ImportResult => {
  const read = format === 'gift' ? readGift(text, defaults) : readAiken(text, defaults);
  return finishImport(read.drafts, read.errors, taken, 'line');
};

export const importTable = (
  table: QuestionTable,
  defaults: ImportDefaults,
  taken: ReadonlySet<string>,
): ImportResult => {
  const read = readQuestionTable(table, defaults);
  return finishImport(read.drafts, read.errors, taken, 'row');
};
