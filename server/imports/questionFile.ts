/**
 * Reads a teacher's question file into checked questions within the import limits (issue 24 §1,
 * docs/adr/0026): a spreadsheet (.xlsx, .csv) through the bounded table reader, the Word template
 * (.docx) through docx.ts, else GIFT, Aiken or Moodle XML text. All or none; a refusal of the
 * bounded readers becomes one error at line or row 1 (or the row it names) with its key.
 */
import {
  guessTextFormat,
  importDocument,
  importTable,
  importText,
  type ImportDefaults,
  type ImportResult,
  type TextFormat,
} from '../../engine/questions/import/index.ts';
import { COLUMN_ALIASES } from '../../engine/questions/import/table.ts';
import { QUESTION_TEXT_MAX } from '../../schemas/questions.ts';
import { readDocxParagraphs } from './docx.ts';
import { ImportRefusal, type ImportLimits } from './limits.ts';
import { readTable } from './read-table.ts';

const TEXT_FORMATS: Record<string, TextFormat> = {
  '.gift': 'gift',
  '.txt': 'gift',
  '.aiken': 'aiken',
  '.xml': 'moodlexml',
};
/** The file names a teacher may upload. */
export const QUESTION_FILE = /\.(xlsx|csv|docx|gift|txt|aiken|xml)$/i;

const refused = (e: ImportRefusal, unit: 'line' | 'row'): ImportResult => {
  const n = typeof e.params?.row === 'number' ? e.params.row : 1;
  return {
    questions: [],
    byType: {},
    errors: [
      {
        ...(unit === 'row' ? { row: n } : { line: n }),
        key: e.key,
        ...(e.params ? { params: e.params } : {}),
        message: e.key,
      },
    ],
  };
};

export const readQuestionFile = async (
  fileName: string,
  bytes: Buffer,
  defaults: ImportDefaults,
  taken: ReadonlySet<string>,
  limits: ImportLimits,
): Promise<ImportResult> => {
  const lower = fileName.toLowerCase();
  if (!QUESTION_FILE.test(lower)) throw new ImportRefusal('import.error.fileType');
  const spreadsheet = lower.endsWith('.xlsx') || lower.endsWith('.csv');
  try {
    if (spreadsheet) {
      const table = readTable(lower.endsWith('.csv') ? 'csv' : 'xlsx', bytes, COLUMN_ALIASES, {
        ...limits,
        maxCellChars: QUESTION_TEXT_MAX,
      });
      return importTable(table, defaults, taken);
    }
    if (lower.endsWith('.docx'))
      return importDocument(await readDocxParagraphs(bytes, limits), defaults, taken);
  } catch (e) {
    if (e instanceof ImportRefusal) return refused(e, spreadsheet ? 'row' : 'line');
    throw e;
  }
  const text = bytes.toString('utf8');
  const ext = /\.[^.]+$/.exec(lower)?.[0] ?? '';
  const format = ext === '.txt' ? guessTextFormat(text) : (TEXT_FORMATS[ext] ?? 'gift');
  return importText(format, text, defaults, taken);
};
