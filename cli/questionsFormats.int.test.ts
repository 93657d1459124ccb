/**
 * Integration tests: cbsim questions import of real Word and Moodle XML files (every type, every
 * error, ZIP bombs: a clear error, nothing written) and export to GIFT and .xlsx read back.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { questionsCommand, type QuestionsFlags } from './commands/questions.ts';
import type { Io } from './io.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = (name: string) => join(root, 'engine/questions/import/fixtures', name);
const empty = () => mkdtempSync(join(tmpdir(), 'cbsim-qformats-'));
const run = async (args: string[], f: Partial<QuestionsFlags> = {}, dir = empty()) => {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t) };
  const code = await questionsCommand(args, { json: true, dryRun: false, ...f }, io, dir);
  return { code, json: JSON.parse(out[0] ?? '{}') as Record<string, unknown>, err, dir };
};
type Err = { line: number; key: string; params?: Record<string, unknown>; message: string };

describe('cbsim questions import: Word and Moodle XML', () => {
  it('imports the Word fixture (every type) into the bank directory', async () => {
    const r = await run(['import', fixture('bank.docx')]);
    expect(r.code).toBe(0);
    expect(r.json).toEqual({
      imported: 6,
      byType: { single: 1, multiple: 1, trueFalse: 1, fill: 1, matching: 1, shortText: 1 },
      errors: [],
    });
    expect(readdirSync(r.dir)).toEqual(['bank.yaml']);
  });

  it('refuses the Word errors by line with message keys, writing nothing', async () => {
    const r = await run(['import', fixture('errors.docx')]);
    expect(r.code).toBe(1);
    const errors = r.json.errors as Err[];
    expect(errors.map((e) => [e.line, e.key])).toEqual([
      [2, 'questionImport.error.docxNoType'],
      [8, 'questionImport.error.docxTwice'],
      [13, 'questionImport.error.docxLine'],
      [14, 'questionImport.error.docxField'],
      [16, 'questionImport.error.unknownType'],
      [19, 'questionImport.error.emptyAnswer'],
      [31, 'questionImport.error.duplicateId'],
      [40, 'questionImport.error.missingField'],
      [43, 'questionImport.error.docxTooLong'],
      [49, 'questionImport.error.formulaCell'],
    ]);
    expect(errors[4]).toMatchObject({
      params: { type: '论述' },
      message: 'unknown question type “论述”',
    });
    expect(readdirSync(r.dir)).toEqual([]);
  });

  it.each([
    ['bomb-declared.docx', 'import.error.tooLarge'],
    ['bomb-lying.docx', 'import.error.unreadable'],
  ])('refuses the ZIP bomb %s before mammoth inflates it', async (file, key) => {
    const r = await run(['import', fixture(file)]);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({ imported: 0, errors: [{ line: 1, key }] });
    expect(readdirSync(r.dir)).toEqual([]);
  });

  it('refuses a spreadsheet ZIP bomb by its declared size, with its row', async () => {
    const r = await run(['import', fixture('bomb.xlsx')]);
    expect(r.code).toBe(1);
    expect(r.json).toEqual({
      imported: 0,
      byType: {},
      errors: [
        {
          row: 1,
          key: 'import.error.tooLarge',
          message: 'The file holds too much data to import',
        },
      ],
    });
    expect(readdirSync(r.dir)).toEqual([]);
  });

  it('reads the blank Word template as a file without questions', async () => {
    const r = await run(['import', join(root, 'questions/templates/questions.docx')]);
    expect(r.json).toMatchObject({
      imported: 0,
      errors: [{ line: 1, key: 'questionImport.error.noQuestions' }],
    });
  });

  it('imports Moodle XML (every type) and refuses its errors by line', async () => {
    const ok = await run(['import', fixture('bank.moodle.xml')], { dryRun: true });
    expect(ok.json).toMatchObject({ imported: 7, errors: [] });
    const bad = await run(['import', fixture('errors.moodle.xml')]);
    expect(bad.code).toBe(1);
    expect((bad.json.errors as Err[]).map((e) => e.line)).toEqual([
      5, 10, 14, 20, 24, 34, 40, 40, 46,
    ]);
    const broken = await run(['import', fixture('syntax.moodle.xml')]);
    expect(broken.json.errors).toEqual([
      {
        line: 6,
        key: 'questionImport.error.xmlSyntax',
        params: { detail: '</answer> closes <question> (line 3)' },
        message: 'XML syntax error: </answer> closes <question> (line 3)',
      },
    ]);
    expect(readdirSync(bad.dir)).toEqual([]);
  });
});

describe('cbsim questions export', () => {
  it.each(['gift', 'xlsx'])(
    'writes the shipped bank as %s, which imports back whole',
    async (format) => {
      const work = empty();
      const file = join(work, `bank.${format}`);
      const ex = await run(['export', join(root, 'questions')], { format, out: file });
      expect(ex.code).toBe(0);
      const exported = ex.json.exported as number;
      expect(exported).toBeGreaterThan(250);
      const back = await run(['import', file], { dryRun: true });
      expect(back.json).toMatchObject({ imported: exported, errors: [] });
      const again = await run(['export', join(root, 'questions')], { format, out: file });
      expect(again.code).toBe(1);
    },
  );

  it('needs --format gift or xlsx', async () => {
    const r = await run(['export', join(root, 'questions')], {
      format: 'pdf',
      out: join(empty(), 'x'),
    });
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/--format gift or --format xlsx/);
    expect(existsSync(join(root, 'questions.pdf'))).toBe(false);
  });
});
