/** Integration tests: cbsim questions. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { parseQuestionFile } from '../engine/questions/parse.ts';
import { questionsCommand, type QuestionsFlags } from './commands/questions.ts';
import type { Io } from './io.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = join(root, 'engine/questions/import/fixtures');
const collect = () => {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t) };
  return { io, out, err };
};
const flags = (f: Partial<QuestionsFlags> = {}): QuestionsFlags => ({
  json: true,
  dryRun: false,
  ...f,
});
/** A bank directory holding one copy of the shipped amazon.yaml. */
const bank = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-questions-'));
  copyFileSync(join(root, 'questions/amazon.yaml'), join(dir, 'amazon.yaml'));
  return dir;
};

const HEADER = [
  'id',
  'type',
  'topic',
  'text_zh',
  'text_en',
  'a_zh',
  'a_en',
  'b_zh',
  'b_en',
  'answer',
  'source_title',
  'source_url',
];
const xlsx = async (rows: string[][]) => {
  const file = join(mkdtempSync(join(tmpdir(), 'cbsim-q-xlsx-')), 'teacher-questions.xlsx');
  await writeExcelFile([HEADER, ...rows].map((r) => r.map((value) => ({ value })))).toFile(file);
  return file;
};
const url = 'https://sellercentral.amazon.com/gp/help/external/200370550';

describe('cbsim questions', () => {
  it('stats --json prints exactly the bank figures (the process, the shipped bank)', async () => {
    const r = spawnSync(process.execPath, ['cli/cbsim.ts', 'questions', 'stats', '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    const stats = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(stats)).toEqual(['total', 'byType', 'byLanguage', 'courses']);
    expect(stats.total).toBeGreaterThanOrEqual(20);
    expect(stats.byLanguage).toEqual({ zh: stats.total, en: stats.total });
    expect(r.stdout.trim()).toMatch(
      /^\{"total":\d+,"byType":\{[^}]*\},"byLanguage":\{"zh":\d+,"en":\d+\},"courses":\d+\}$/,
    );
  });

  it('validate: the shipped bank is valid; a broken file is reported file:line:col', async () => {
    const ok = collect();
    expect(await questionsCommand(['validate', join(root, 'questions')], flags(), ok.io)).toBe(0);
    const dir = bank();
    writeFileSync(join(dir, 'broken.yaml'), readFileSync(join(dir, 'amazon.yaml'), 'utf8'));
    const bad = collect();
    expect(await questionsCommand(['validate', dir], flags(), bad.io)).toBe(1);
    expect(bad.err[0]).toMatch(
      /broken\.yaml:\d+:\d+ duplicate question id "amazon-atoz-window" \(id\)$/,
    );
  });

  it('imports a GIFT file into the bank directory, then refuses it a second time (duplicates)', async () => {
    const dir = bank();
    const file = join(fixtures, 'returns.gift');
    const first = collect();
    expect(await questionsCommand(['import', file], flags(), first.io, dir)).toBe(0);
    expect(JSON.parse(first.out[0] ?? '')).toEqual({
      imported: 5,
      byType: { single: 1, trueFalse: 1, multiple: 1, fill: 1, matching: 1 },
      errors: [],
    });
    const written = readFileSync(join(dir, 'returns.yaml'), 'utf8');
    const parsed = parseQuestionFile(written);
    expect(parsed.ok && parsed.questions.map((q) => q.id)).toEqual([
      'gift-shopee-mall',
      'gift-atoz-chargeback',
      'gift-odr',
      'gift-dhl-divisor',
      'gift-metrics-match',
    ]);
    const again = collect();
    const out = join(dir, 'again.yaml');
    expect(await questionsCommand(['import', file], flags({ out }), again.io, dir)).toBe(1);
    const result = JSON.parse(again.out[0] ?? '') as {
      imported: number;
      errors: { line: number; message: string }[];
    };
    expect(result.imported).toBe(0);
    expect(result.errors).toHaveLength(5);
    expect(result.errors[0]).toMatchObject({
      line: 6,
      key: 'questionImport.error.duplicateId',
      params: { id: 'gift-shopee-mall' },
      field: 'id',
      message: 'duplicate question id "gift-shopee-mall" (id)',
    });
    expect(existsSync(out)).toBe(false);
  });

  it('--dry-run checks an Aiken file and writes nothing', async () => {
    const dir = bank();
    const io = collect();
    const f = flags({
      dryRun: true,
      sourceUrl: url,
      sourceTitle: 'Seller performance',
      topic: 'seller-metrics',
      prefix: 'odr',
    });
    expect(
      await questionsCommand(['import', join(fixtures, 'returns.aiken.txt')], f, io.io, dir),
    ).toBe(0);
    expect(JSON.parse(io.out[0] ?? '')).toEqual({
      imported: 2,
      byType: { single: 1, multiple: 1 },
      errors: [],
    });
    expect(existsSync(join(dir, 'returns-aiken.yaml'))).toBe(false);
  });

  it('imports a real .xlsx through the bounded reader, and refuses one with errors by row', async () => {
    const dir = bank();
    const good = await xlsx([
      [
        'xl-odr',
        '单选',
        'seller-metrics',
        'ODR 目标？',
        'ODR target?',
        '1%',
        '1%',
        '4%',
        '4%',
        'A',
        'Seller performance',
        url,
      ],
      [
        'xl-neg',
        'trueFalse',
        'seller-metrics',
        '三星是负面反馈',
        'Three stars is negative',
        '',
        '',
        '',
        '',
        'false',
        'Seller performance',
        url,
      ],
    ]);
    const ok = collect();
    const out = join(dir, 'from-excel.yaml');
    expect(await questionsCommand(['import', good], flags({ out }), ok.io, dir)).toBe(0);
    expect(JSON.parse(ok.out[0] ?? '')).toEqual({
      imported: 2,
      byType: { single: 1, trueFalse: 1 },
      errors: [],
    });
    expect(parseQuestionFile(readFileSync(out, 'utf8')).ok).toBe(true);

    const bad = await xlsx([
      [
        'xl-a',
        'single',
        'seller-metrics',
        'ODR 目标？',
        'ODR target?',
        '1%',
        '1%',
        '4%',
        '4%',
        '',
        'Seller performance',
        url,
      ],
      [
        'xl-b',
        'numerical',
        'seller-metrics',
        '多少？',
        'How much?',
        '',
        '',
        '',
        '',
        '1',
        'Seller performance',
        url,
      ],
      [
        'xl-c',
        'trueFalse',
        'seller-metrics',
        '=1+1',
        'Formula?',
        '',
        '',
        '',
        '',
        'true',
        'Seller performance',
        url,
      ],
    ]);
    const no = collect();
    expect(await questionsCommand(['import', bad], flags(), no.io, dir)).toBe(1);
    expect(JSON.parse(no.out[0] ?? '')).toMatchObject({
      imported: 0,
      byType: {},
      errors: [
        { row: 2, message: 'missing answer: the answer column is empty' },
        { row: 3, message: 'unknown question type “numerical”' },
        {
          row: 4,
          message: 'the text_zh cell starts like a formula (=1+1); start it with another character',
        },
      ],
    });
    expect(existsSync(join(dir, 'teacher-questions.yaml'))).toBe(false);
  });

  it('refuses a cell over the reader limit with its row, and the blank template as empty', async () => {
    const dir = bank();
    const long = await xlsx([
      ['xl-long', 'trueFalse', 't', 'x'.repeat(2001), 'Long', '', '', '', '', 'true', 'Rule', url],
    ]);
    const io = collect();
    expect(await questionsCommand(['import', long], flags(), io.io, dir)).toBe(1);
    expect(JSON.parse(io.out[0] ?? '')).toEqual({
      imported: 0,
      byType: {},
      errors: [
        {
          row: 2,
          key: 'import.error.cellTooLong',
          params: { row: 2, max: 2000 },
          message: 'Row 2 has a cell longer than 2000 characters',
        },
      ],
    });
    const blank = collect();
    const template = join(root, 'questions/templates/questions.xlsx');
    expect(
      await questionsCommand(['import', template], flags({ dryRun: true }), blank.io, dir),
    ).toBe(1);
    expect(JSON.parse(blank.out[0] ?? '')).toMatchObject({
      imported: 0,
      errors: [{ row: 1, message: 'the file holds no questions' }],
    });
  });
});
