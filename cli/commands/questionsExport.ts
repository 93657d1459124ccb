/**
 * cbsim questions export --format gift|xlsx [--out FILE] [dir]: the bank (or a directory of
 * question files) written back as Moodle GIFT or as the spreadsheet template, in the forms
 * `cbsim questions import` reads (engine/questions/export/). Questions a format cannot hold are
 * left out and listed; an existing output file is never overwritten.
 */
import { existsSync, writeFileSync } from 'node:fs';
import writeExcelFile from 'write-excel-file/node';
import { exportGift } from '../../engine/questions/export/gift.ts';
import { exportTable } from '../../engine/questions/export/table.ts';
import type { Question } from '../../schemas/questions.ts';
import type { Io } from '../io.ts';
import type { QuestionsFlags } from './questions.ts';

const REASONS: Record<string, string> = {
  shortTextGift: 'GIFT has no rubric for a short-text question',
  manyBlanksGift: 'GIFT holds one blank; the question has several',
  tooManyOptions: 'the spreadsheet holds six options or matching items (A–F)',
  separatorInAnswer: 'an accepted answer holds ; or |, the spreadsheet’s separators',
  rubricTooRich: 'the spreadsheet holds phrases to include and one minimum word count only',
  formulaCell: 'a cell would start like a formula (= + @), which the import refuses',
};

export const exportCommand = async (
  questions: Question[],
  f: QuestionsFlags,
  io: Io,
): Promise<number> => {
  const format = f.format;
  if (format !== 'gift' && format !== 'xlsx') {
    io.err('cbsim questions export: --format gift or --format xlsx');
    return 2;
  }
  const out = f.out ?? `questions.${format === 'gift' ? 'gift' : 'xlsx'}`;
  if (existsSync(out)) {
    io.err(`${out} exists; choose another file with --out`);
    return 1;
  }
  let exported: number;
  let skipped: { id: string; reason: string }[];
  if (format === 'gift') {
    const r = exportGift(questions);
    writeFileSync(out, r.text, { flag: 'wx' });
    exported = r.exported;
    skipped = r.skipped;
  } else {
    const r = exportTable(questions);
    const header = r.columns.map((value) => ({ value, fontWeight: 'bold' as const }));
    const rows = r.rows.map((row) =>
      r.columns.map((c) => {
        const value = row[c as keyof typeof row];
        return value === undefined ? null : { value, type: String };
      }),
    );
    await writeExcelFile([header, ...rows]).toFile(out);
    exported = r.rows.length;
    skipped = r.skipped;
  }
  if (f.json) io.out(JSON.stringify({ exported, skipped, file: out }));
  else {
    for (const s of skipped) io.err(`${s.id}: left out, ${REASONS[s.reason] ?? s.reason}`);
    io.out(`${exported} question(s) exported to ${out}; ${skipped.length} left out`);
  }
  return 0;
};
