/**
 * cbsim questions validate [dir] | stats [dir] [--json] | import FILE [--dry-run] [--json] …:
 * the question bank in questions/*.yaml (docs/adr/0026-question-bank.md). validate prints each
 * error as file:line:col; stats the bank's figures; import reads a GIFT, Aiken, .xlsx or .csv
 * file (spreadsheets through the bounded reader of server/imports) and writes its questions as
 * one YAML file, all or none.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { stringify } from 'yaml';
import {
  guessTextFormat,
  importTable,
  importText,
  type ImportDefaults,
  type ImportResult,
  type TextFormat,
} from '../../engine/questions/import/index.ts';
import { COLUMN_ALIASES } from '../../engine/questions/import/table.ts';
import { parseQuestionFile } from '../../engine/questions/parse.ts';
import { bankStats } from '../../engine/questions/stats.ts';
import { QUESTION_TEXT_MAX, type Question } from '../../schemas/questions.ts';
import { DEFAULT_IMPORT_LIMITS, ImportRefusal } from '../../server/imports/limits.ts';
import { readTable } from '../../server/imports/read-table.ts';
import type { Io } from '../io.ts';
import { yamlFiles } from './explore.ts';
import { englishText } from './users.ts';

export type QuestionsFlags = {
  json: boolean;
  dryRun: boolean;
  out?: string;
  format?: string;
  topic?: string;
  difficulty?: string;
  platform?: string;
  prefix?: string;
  sourceUrl?: string;
  sourceTitle?: string;
};

const USAGE = `usage: cbsim questions validate [dir]          check the bank (default: questions/)
       cbsim questions stats [dir] [--json]      count the bank's questions
       cbsim questions import FILE [--dry-run] [--json] [--out file.yaml] [--dir questions]
            [--format gift|aiken] [--prefix id-prefix] [--topic t] [--difficulty 1-3]
            [--platform p] [--source-url https://… --source-title "…"]`;

/** Largest import file read, in bytes (text formats; spreadsheets have the reader's limits). */
const MAX_TEXT_BYTES = 2 * 1024 * 1024;

type Bank = { questions: Question[]; errors: string[]; files: number };

/** Every question file of a directory, each checked, ids unique across files. */
export const loadBank = (dir: string): Bank => {
  const bank: Bank = { questions: [], errors: [], files: 0 };
  const taken = new Set<string>();
  for (const file of yamlFiles(dir)) {
    bank.files += 1;
    const r = parseQuestionFile(readFileSync(file, 'utf8'), taken);
    if (!r.ok) {
      bank.errors.push(...r.errors.map((e) => `${file}:${e.line}:${e.col} ${e.message}`));
      continue;
    }
    for (const q of r.questions) taken.add(q.id);
    bank.questions.push(...r.questions);
  }
  return bank;
};

const openBank = (dir: string, io: Io): Bank | null => {
  if (!existsSync(dir)) {
    io.err(`${dir}: no such file or directory`);
    return null;
  }
  return loadBank(dir);
};

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

const readImport = (file: string, f: QuestionsFlags, taken: Set<string>): ImportResult => {
  const lower = file.toLowerCase();
  const defaults = defaultsOf(file, f);
  if (lower.endsWith('.xlsx') || lower.endsWith('.csv')) {
    try {
      const table = readTable(
        lower.endsWith('.csv') ? 'csv' : 'xlsx',
        readFileSync(file),
        COLUMN_ALIASES,
        { ...DEFAULT_IMPORT_LIMITS, maxCellChars: QUESTION_TEXT_MAX },
      );
      return importTable(table, defaults, taken);
    } catch (e) {
      if (!(e instanceof ImportRefusal)) throw e;
      const row = typeof e.params?.row === 'number' ? e.params.row : 1;
      return {
        questions: [],
        byType: {},
        errors: [{ row, message: englishText(e.key, e.params) }],
      };
    }
  }
  const bytes = readFileSync(file);
  if (bytes.length > MAX_TEXT_BYTES)
    return {
      questions: [],
      byType: {},
      errors: [{ line: 1, message: `the file is larger than ${MAX_TEXT_BYTES} bytes` }],
    };
  const text = bytes.toString('utf8');
  const format: TextFormat =
    f.format === 'gift' || f.format === 'aiken'
      ? f.format
      : lower.endsWith('.gift')
        ? 'gift'
        : lower.endsWith('.aiken')
          ? 'aiken'
          : guessTextFormat(text);
  return importText(format, text, defaults, taken);
};

const importCommand = (file: string | undefined, dir: string, f: QuestionsFlags, io: Io) => {
  if (!file || !existsSync(file)) {
    io.err(file ? `${file}: no such file` : USAGE);
    return 2;
  }
  const bank = existsSync(dir) ? loadBank(dir) : { questions: [], errors: [], files: 0 };
  const result = readImport(file, f, new Set(bank.questions.map((q) => q.id)));
  const out = f.out ?? join(dir, `${slug(file)}.yaml`);
  if (result.errors.length === 0 && !f.dryRun && existsSync(out)) {
    const where = /\.(xlsx|csv)$/i.test(file) ? { row: 1 } : { line: 1 };
    result.errors.push({ ...where, message: `${out} exists; choose another file with --out` });
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

/** Returns the exit code: 0 done, 1 errors (nothing written), 2 usage. */
export const questionsCommand = (args: string[], f: QuestionsFlags, io: Io, dirFlag?: string) => {
  const [sub, target] = args;
  const dir = dirFlag ?? process.env.QUESTIONS_DIR ?? 'questions';
  if (sub === 'validate' || sub === 'stats') {
    const bank = openBank(target ?? dir, io);
    if (!bank) return 1;
    for (const e of bank.errors) io.err(e);
    if (sub === 'stats') {
      const stats = bankStats(bank.questions);
      if (f.json) io.out(JSON.stringify(stats));
      else
        io.out(
          `${stats.total} questions (${Object.entries(stats.byType)
            .map(([t, n]) => `${t} ${n}`)
            .join(
              ', ',
            )}); zh ${stats.byLanguage.zh}, en ${stats.byLanguage.en}; ${stats.courses} course(s)`,
        );
      return bank.errors.length === 0 ? 0 : 1;
    }
    io.out(
      bank.errors.length === 0
        ? `${bank.questions.length} question(s) in ${bank.files} file(s) valid`
        : `${bank.errors.length} error(s) in ${bank.files} file(s)`,
    );
    return bank.errors.length === 0 ? 0 : 1;
  }
  if (sub === 'import') return importCommand(target, dir, f, io);
  io.err(USAGE);
  return 2;
};
