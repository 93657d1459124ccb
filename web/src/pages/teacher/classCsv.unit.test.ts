/** Unit tests: classCsv; classXlsx. */
import { describe, expect, it } from 'vitest';
import type { ClassViewData } from '../../../../schemas/api/teacher.ts';
import { readSheet } from 'read-excel-file/node';
import { classCsv, csvField } from './classCsv.ts';
import { classXlsx, sheetName } from './classXlsx.ts';

const cell = (status: 'submitted' | 'inProgress', score: number | null) => ({
  attemptId: 'a',
  status,
  score,
  passed: score === null ? null : score >= 60,
  startedAt: '2026-11-23T08:00:00.000Z',
  submittedAt: null,
  attempts: 2,
  submittedAttempts: score === null ? 0 : 1,
});
type Row = ClassViewData['students'][number];
const standing = (
  over: Pick<Row, 'id' | 'username' | 'name' | 'rank' | 'total'> & Partial<Row>,
): Row => ({
  average: null,
  passed: 0,
  failed: 0,
  inProgress: 0,
  notStarted: 0,
  lastActivity: null,
  submitted: 0,
  cells: {},
  ...over,
});

const data: ClassViewData = {
  class: {
    id: 'c',
    name: 'Class A',
    school: 'S',
    teacher: 'T',
    staff: [{ id: 't', username: 't01', name: 'T', role: 'teacher' }],
    role: 'teacher',
    students: 3,
    gradingMethod: 'highest',
  },
  cases: [
    { id: 'k1', title: { en: 'Case, one' }, caseType: 'other', totalScore: 100, passScore: 60 },
    { id: 'k2', title: { en: 'Case "two"' }, caseType: 'other', totalScore: 100, passScore: 60 },
  ],
  students: [
    standing({ id: '3', username: 'carol', name: '王芳', rank: null, total: 0, notStarted: 2 }),
    standing({
      id: '1',
      username: 'alice',
      name: 'Alice',
      rank: 1,
      average: 85,
      total: 170,
      submitted: 2,
      passed: 2,
      cells: { k1: cell('submitted', 80), k2: cell('submitted', 90) },
    }),
    standing({
      id: '2',
      username: 'bob',
      name: '=SUM(A1)',
      rank: 2,
      average: 40,
      total: 40,
      submitted: 1,
      failed: 1,
      inProgress: 1,
      cells: { k1: cell('submitted', 40), k2: cell('inProgress', null) },
    }),
  ],
};

const labels = {
  header: {
    rank: 'Rank',
    name: 'Name',
    account: 'Account',
    average: 'Average',
    total: 'Total',
    submitted: 'Done',
    passed: 'Passed',
    failed: 'Failed',
    notStarted: 'Not started',
  },
  inProgress: 'in progress',
  notStarted: 'not started',
  caseTitle: (c: ClassViewData['cases'][number]) => c.title.en ?? c.id,
};

describe('classCsv', () => {
  it('writes one row per student by rank, each case’s score or status', () => {
    const csv = classCsv(data, labels);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Rank,Name,Account,Average,Total,Done,Passed,Failed,Not started,"Case, one","Case ""two"""',
      '1,Alice,alice,85,170,2,2,0,0,80,90',
      "2,'=SUM(A1),bob,40,40,1,0,1,0,40,in progress",
      ',王芳,carol,,0,0,0,0,2,not started,not started',
      '',
    ]);
  });

  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField(-5)).toBe('-5');
  });
});

describe('classXlsx', () => {
  it('writes the same rows to one sheet, scores as numbers, a formula as text', async () => {
    const blob = await classXlsx(data, labels);
    const rows = await readSheet(Buffer.from(await blob.arrayBuffer()));
    expect(rows).toEqual([
      [
        'Rank',
        'Name',
        'Account',
        'Average',
        'Total',
        'Done',
        'Passed',
        'Failed',
        'Not started',
        'Case, one',
        'Case "two"',
      ],
      [1, 'Alice', 'alice', 85, 170, 2, 2, 0, 0, 80, 90],
      [2, '=SUM(A1)', 'bob', 40, 40, 1, 0, 1, 0, 40, 'in progress'],
      [null, '王芳', 'carol', null, 0, 0, 0, 0, 2, 'not started', 'not started'],
    ]);
  });

  it('names the sheet as Excel allows', () => {
    expect(sheetName('Class 2026/1 [A]: evening')).toBe('Class 2026 1 A evening');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('///')).toBe('Sheet1');
  });
});
