/**
 * Unit tests: export to GIFT and to the spreadsheet template, then import, gives the same
 * questions (every type each format holds), for the test fixtures and for the shipped bank; what
 * a format cannot hold is named, not written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../schemas/questions.ts';
import { BANK } from '../import/fixtures/docx-paragraphs.ts';
import { importDocument, importTable, importText } from '../import/index.ts';
import { parseQuestionFile } from '../parse.ts';
import { exportGift } from './gift.ts';
import { exportTable, type TableExport } from './table.ts';

const none = new Set<string>();
const fixtures = (): Question[] => [
  ...importText(
    'moodlexml',
    readFileSync(new URL('../import/fixtures/bank.moodle.xml', import.meta.url), 'utf8'),
    { idPrefix: 'x' },
    none,
  ).questions,
  ...importDocument(BANK, { idPrefix: 'd' }, none).questions,
];
const shipped = (): Question[] => {
  const dir = new URL('../../../questions/', import.meta.url);
  const taken = new Set<string>();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => {
      const r = parseQuestionFile(readFileSync(new URL(f, dir), 'utf8'), taken);
      if (!r.ok) throw new Error(f);
      for (const q of r.questions) taken.add(q.id);
      return r.questions;
    });
};
/** The rows as the bounded reader hands them over: non-empty cells, rows from 2. */
const asTable = (t: TableExport) => ({
  columns: [...t.columns],
  rows: t.rows.map((row, i) => ({
    row: i + 2,
    cells: Object.fromEntries(Object.entries(row).filter(([, v]) => v)) as Record<string, string>,
  })),
});
const same = (a: Question[]) => JSON.parse(JSON.stringify(a)) as unknown;
const byId = (qs: Question[], ids: string[]) => ids.map((id) => qs.find((q) => q.id === id));

describe('export, then import', () => {
  it.each([
    ['the fixtures (every type)', fixtures],
    ['the shipped bank', shipped],
  ])('GIFT gives back %s, short text and multi-blank fill-ins named as left out', (_, load) => {
    const qs = load();
    const gift = exportGift(qs);
    const back = importText('gift', gift.text, { idPrefix: 'g' }, none);
    expect(back.errors).toEqual([]);
    expect(gift.exported).toBe(back.questions.length);
    expect(same(back.questions)).toEqual(
      same(
        byId(
          qs,
          back.questions.map((q) => q.id),
        ) as Question[],
      ),
    );
    const left = qs.filter((q) => !back.questions.some((b) => b.id === q.id));
    expect(gift.skipped.map((s) => s.id)).toEqual(left.map((q) => q.id));
    for (const q of left)
      expect(q.type === 'shortText' || (q.type === 'fill' && q.blanks.length > 1)).toBe(true);
  });

  it('GIFT holds single, multiple, true/false, one-blank fill and matching from the fixtures', () => {
    const back = importText('gift', exportGift(fixtures()).text, { idPrefix: 'g' }, none);
    expect(Object.keys(back.byType).sort()).toEqual([
      'fill',
      'matching',
      'multiple',
      'single',
      'trueFalse',
    ]);
  });

  it.each([
    ['the fixtures (every type)', fixtures],
    ['the shipped bank', shipped],
  ])('the spreadsheet gives back %s, what it cannot hold named as left out', (_, load) => {
    const qs = load();
    const table = exportTable(qs);
    const back = importTable(asTable(table), { idPrefix: 't' }, none);
    expect(back.errors).toEqual([]);
    expect(same(back.questions)).toEqual(
      same(
        byId(
          qs,
          back.questions.map((q) => q.id),
        ) as Question[],
      ),
    );
    expect(back.questions.length + table.skipped.length).toBe(qs.length);
  });

  it('the spreadsheet holds all six types', () => {
    const back = importTable(asTable(exportTable(fixtures())), { idPrefix: 't' }, none);
    expect(back.byType).toEqual({
      single: 2,
      multiple: 2,
      trueFalse: 2,
      fill: 3,
      matching: 2,
      shortText: 2,
    });
  });

  it('names what a format cannot hold instead of writing it', () => {
    const [essay] = fixtures().filter((q) => q.type === 'shortText');
    if (!essay || essay.type !== 'shortText') throw new Error('no short text');
    const rich = { ...essay, rubric: { ...essay.rubric, en: { anyOf: [['sorry']] } } };
    expect(exportTable([rich]).skipped).toEqual([{ id: essay.id, reason: 'rubricTooRich' }]);
    expect(exportGift([essay]).skipped).toEqual([{ id: essay.id, reason: 'shortTextGift' }]);
    const formula = { ...essay, text: { zh: '=1+1', en: 'x' } };
    expect(exportTable([formula]).skipped).toEqual([{ id: essay.id, reason: 'formulaCell' }]);
  });
});
