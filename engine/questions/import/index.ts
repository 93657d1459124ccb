/**
 * Reads a question file of a teacher's (GIFT, Aiken, Moodle XML, or a spreadsheet or Word
 * document already read into a table) into checked questions: all of them, or none and every
 * error by line or row. Pure.
 */
import { readAiken } from './aiken.ts';
import { readDocumentLines } from './document.ts';
import { finishImport, type ImportDefaults, type ImportResult } from './draft.ts';
import { readGift } from './gift.ts';
import { readMoodleXml } from './moodleXml.ts';
import { readQuestionTable, type QuestionTable } from './table.ts';

export type { ImportDefaults, ImportError, ImportResult } from './draft.ts';
export type TextFormat = 'gift' | 'aiken' | 'moodlexml';

/** Moodle XML when the text opens with <?xml or <quiz; else GIFT unless it reads as Aiken. */
export const guessTextFormat = (text: string): TextFormat =>
  /^\uFEFF?\s*<(\?xml|quiz)\b/.test(text)
    ? 'moodlexml'
    : /^ANSWER:/im.test(text) && !/(^|[^\\])\{/.test(text)
      ? 'aiken'
      : 'gift';

const readers = { gift: readGift, aiken: readAiken, moodlexml: readMoodleXml };

export const importText = (
  format: TextFormat,
  text: string,
  defaults: ImportDefaults,
  taken: ReadonlySet<string>,
): ImportResult => {
  const read = readers[format](text, defaults);
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

/** The Word template's paragraphs (server/imports/docx.ts reads them), numbered from 1. */
export const importDocument = (
  paragraphs: string[],
  defaults: ImportDefaults,
  taken: ReadonlySet<string>,
): ImportResult => {
  const read = readDocumentLines(paragraphs, defaults);
  return finishImport(read.drafts, read.errors, taken, 'line');
};
