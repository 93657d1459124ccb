/**
 * cbsim questions import FILE: a GIFT, Aiken or Moodle XML text file, a spreadsheet (.xlsx,
 * .csv, through the bounded reader of server/imports) or a Word document (.docx, the Word
 * template, through server/imports/docx.ts) → one YAML file of questions, all or none
 * (docs/adr/0026-question-bank.md). Errors carry their line or row, message key, params and
 * English text.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { stringify } from 'yaml';
import {
  guessTextFormat,
  importDocument,
  importTable,
  importText,
  type ImportDefaults,
  type ImportError,
  type ImportResult,
  type TextFormat,
} from '../../engine/questions/import/index.ts';
import { importError } from '../../engine/questions/import/draft.ts';
import { COLUMN_ALIASES } from '../../engine/questions/import/table.ts';
import { QUESTION_TEXT_MAX } from '../../schemas/questions.ts';
import { readDocxParagraphs } from '../../server/imports/docx.ts';
import { DEFAULT_IMPORT_LIMITS, ImportRefusal } from '../../server/imports/limits.ts';
import { readTable } from '../../server/imports/read-table.ts';
import type { Io } from '../io.ts';
import type { QuestionsFlags } from './questions.ts';
import { englishText } from './users.ts';

/** Largest import file read, in bytes (the app's upload limit; zip parts have their own). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

const slug = (name: string) =>
  basename(name)
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'imported';

const defaultsOf = (file: string, f: QuestionsFlags): ImportDefaults => ({
  idPrefix: f.prefix ?? slug(file),
  ...(f.topic ? { topic: f.topic } : {}),
  ...(f.difficulty && /^\d+$/.test(f.difficulty) ? { difficulty: Number(f.difficulty) } : {}),
  ...(f.platform ? { platform: f.platform } : {}),
  ...(f.sourceUrl ? { source: { title: f.sourceTitle ?? f.sourceUrl, url: f.sourceUrl } } : {}),
});

const failed = (e: ImportError): ImportResult => ({ questions: [], byType: {}, errors: [e] });

/** A refusal of the bounded readers (key import.error.*) as an import error. */
const refused = (e: ImportRefusal, unit: 'line' | 'row'): ImportResult => {
  const n = typeof e.params?.row === 'number' ? e.params.row : 1;
  return failed({
    ...(unit === 'row' ? { row: n } : { line: n }),
    key: e.key,
    ...(e.params ? { params: e.params } : {}),
    message: englishText(e.key, e.params),
  });
};

const TEXT_FORMATS: Record<string, TextFormat> = {
  '.gift': 'gift',
  '.aiken': 'aiken',
  '.xml': 'moodlexml',
};

export const readImport = async (
  file: string,
  f: QuestionsFlags,
  taken: Set<string>,
): Promise<ImportResult> => {
  const lower = file.toLowerCase();
  const defaults = defaultsOf(file, f);
  const bytes = readFileSync(file);
  const spreadsheet = lower.endsWith('.xlsx') || lower.endsWith('.csv');
  if (bytes.length > MAX_IMPORT_BYTES)
    return failed(
      importError(spreadsheet ? { row: 1 } : { line: 1 }, 'fileTooLarge', {
        max: MAX_IMPORT_BYTES,
      }),
    );
  if (spreadsheet) {
    try {
      const table = readTable(lower.endsWith('.csv') ? 'csv' : 'xlsx', bytes, COLUMN_ALIASES, {
        ...DEFAULT_IMPORT_LIMITS,
        maxCellChars: QUESTION_TEXT_MAX,
      });
      return importTable(table, defaults, taken);
    } catch (e) {
      if (e instanceof ImportRefusal) return refused(e, 'row');
      throw e;
    }
  }
  if (lower.endsWith('.docx')) {
    try {
      return importDocument(
        await readDocxParagraphs(bytes, DEFAULT_IMPORT_LIMITS),
        defaults,
        taken,
      );
    } catch (e) {
      if (e instanceof ImportRefusal) return refused(e, 'line');
      throw e;
    }
  }
  const text = bytes.toString('utf8');
  const ext = /\.[^.]+$/.exec(lower)?.[0] ?? '';
  const format: TextFormat =
    f.format === 'gift' || f.format === 'aiken' || f.format === 'moodlexml'
      ? f.format
      : (TEXT_FORMATS[ext] ?? guessTextFormat(text));
  return importText(format, text, defaults, taken);
};

export const importCommand = async (
  file: string,
  dir: string,
  taken: Set<string>,
  f: QuestionsFlags,
  io: Io,
): Promise<number> => {
  const result = await readImport(file, f, taken);
  const out = f.out ?? join(dir, `${slug(file)}.yaml`);
  if (result.errors.length === 0 && !f.dryRun && existsSync(out)) {
    const where = /\.(xlsx|csv)$/i.test(file) ? { row: 1 } : { line: 1 };
    result.errors.push(importError(where, 'outExists', { file: out }));
  }
  const ok = result.errors.length === 0;
  if (ok && !f.dryRun) {
    const schema = f.out
      ? ''
      : '# yaml-language-server: $schema=../schemas/questions.schema.json\n';
    const head = `${schema}# Imported from ${basename(file)} by cbsim questions import; checked against schemas/questions.ts.\n`;
    writeFileSync(out, head + stringify(result.questions, { lineWidth: 0 }), { flag: 'wx' });
  }
  const imported = ok ? result.questions.length : 0;
  if (f.json) {
    io.out(JSON.stringify({ imported, byType: ok ? result.byType : {}, errors: result.errors }));
  } else {
    for (const e of result.errors)
      io.err(`${basename(file)}:${'line' in e ? `line ${e.line}` : `row ${e.row}`}: ${e.message}`);
    io.out(
      ok
        ? `${imported} question(s) ${f.dryRun ? 'would be imported' : `imported into ${out}`}`
        : `${result.errors.length} error(s); nothing imported`,
    );
  }
  return ok ? 0 : 1;
};
