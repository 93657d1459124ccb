/**
 * cbsim questions validate [dir] | stats [dir] [--json] | import FILE [--dry-run] [--json] … |
 * export --format gift|xlsx [--out FILE] [dir]: the question bank in questions/*.yaml
 * (docs/adr/0026-question-bank.md). validate prints each error as file:line:col; stats the bank's
 * figures; import (questionsImport.ts) reads a teacher's file into one YAML file, all or none;
 * export (questionsExport.ts) writes the bank as GIFT or as the spreadsheet template.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseQuestionFile } from '../../engine/questions/parse.ts';
import { bankStats } from '../../engine/questions/stats.ts';
import type { Question } from '../../schemas/questions.ts';
import type { Io } from '../io.ts';
import { yamlFiles } from './explore.ts';
import { exportCommand } from './questionsExport.ts';
import { importCommand } from './questionsImport.ts';

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
            FILE: .gift .aiken .xml (Moodle XML) .xlsx .csv .docx (the Word template)
            [--format gift|aiken|moodlexml] [--prefix id-prefix] [--topic t] [--difficulty 1-3]
            [--platform p] [--source-url https://… --source-title "…"]
       cbsim questions export --format gift|xlsx [--out FILE] [--json] [dir]`;

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

/** Returns the exit code: 0 done, 1 errors (nothing written), 2 usage. */
export const questionsCommand = async (
  args: string[],
  f: QuestionsFlags,
  io: Io,
  dirFlag?: string,
): Promise<number> => {
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
  if (sub === 'import') {
    if (!target || !existsSync(target)) {
      io.err(target ? `${target}: no such file` : USAGE);
      return 2;
    }
    const bank = existsSync(dir) ? loadBank(dir) : { questions: [], errors: [], files: 0 };
    return importCommand(target, dir, new Set(bank.questions.map((q) => q.id)), f, io);
  }
  if (sub === 'export') {
    const bank = openBank(target ?? dir, io);
    if (!bank) return 1;
    if (bank.errors.length > 0) {
      for (const e of bank.errors) io.err(e);
      return 1;
    }
    return exportCommand(bank.questions, f, io);
  }
  io.err(USAGE);
  return 2;
};
