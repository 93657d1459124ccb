/** Unit tests: paperFigures and questionStatistics against figures computed by hand. */
import { describe, expect, it } from 'vitest';
import type { QuestionAnswer, QuestionOf } from '../../schemas/questions.ts';
import { paperFigures, questionStatistics, type ScoredAttempt } from './statistics.ts';

const base = {
  version: 1,
  tags: { topic: 'returns', difficulty: 1 },
  source: { title: 'Rule page', url: 'https://example.org/rule' },
};
const a: QuestionOf<'single'> = {
  ...base,
  id: 'a',
  type: 'single',
  text: { zh: '几天？', en: 'How many days?' },
  options: ['x', 'y', 'z'].map((id) => ({ id, text: { zh: id, en: id } })),
  answer: 'x',
};
const b: QuestionOf<'trueFalse'> = {
  ...base,
  id: 'b',
  type: 'trueFalse',
  text: { zh: '对吗？', en: 'True?' },
  answer: true,
};
const c: QuestionOf<'fill'> = {
  ...base,
  id: 'c',
  type: 'fill',
  text: { zh: '___ 天', en: '___ days' },
  blanks: [{ accept: ['30'] }],
};
const unused: QuestionOf<'trueFalse'> = { ...b, id: 'unused' };

const pick = (choice: string | null): QuestionAnswer => ({ type: 'single', choice });
const tf = (value: boolean): QuestionAnswer => ({ type: 'trueFalse', value });
const blank = (text: string): QuestionAnswer => ({ type: 'fill', blanks: [text] });
const attempt = (
  paperId: string,
  ...items: [string, number, QuestionAnswer | null][]
): ScoredAttempt => ({
  paperId,
  items: items.map(([questionId, mark, answer]) => ({ questionId, mark, answer })),
});

// Paper p: four attempts at a, b, c (totals 3, 2, 1, 0).
const p = [
  attempt('p', ['a', 1, pick('x')], ['b', 1, tf(true)], ['c', 1, blank('30')]),
  attempt('p', ['a', 1, pick('x')], ['b', 0, tf(false)], ['c', 1, blank('30')]),
  attempt('p', ['a', 0, pick('y')], ['b', 1, tf(true)], ['c', 0, blank('31')]),
  attempt('p', ['a', 0, null], ['b', 0, tf(false)], ['c', 0, blank(' ')]),
];
// Paper r: two attempts at a and c; paper s: one attempt at a.
const r = [
  attempt('r', ['a', 1, pick('x')], ['c', 1, blank('30')]),
  attempt('r', ['a', 0, pick('z')], ['c', 0, null]),
];
const s = [attempt('s', ['a', 1, pick('x')])];

describe('paperFigures (Moodle calculator.php)', () => {
  it('a question that follows the rest of the paper exactly: DE 100, DI 100/√2', () => {
    // marks 1,1,0,0; rest 2,1,1,0: var 1/3 and 2/3, cov 1/3, sorted cov 1/3.
    const f = paperFigures([1, 1, 0, 0], [2, 1, 1, 0]);
    expect(f.attempts).toBe(4);
    expect(f.facility).toBe(50);
    expect(f.sd).toBeCloseTo(100 * Math.sqrt(1 / 3), 10);
    expect(f.discriminationIndex).toBeCloseTo(100 / Math.SQRT2, 10);
    expect(f.discriminativeEfficiency).toBeCloseTo(100, 10);
  });
  it('a question that does not: DE below its maximum', () => {
    // marks 1,0,1,0,1; rest 3,2,1,0,2: cov 0.3, var 0.3 and 1.3, sorted cov 0.55.
    const f = paperFigures([1, 0, 1, 0, 1], [3, 2, 1, 0, 2]);
    expect(f.facility).toBeCloseTo(60, 10);
    expect(f.discriminationIndex).toBeCloseTo(30 / Math.sqrt(0.39), 10);
    expect(f.discriminativeEfficiency).toBeCloseTo(100 * (0.3 / 0.55), 10);
  });
  it('a negative discrimination when the weaker students get it right', () => {
    const f = paperFigures([0, 0, 1, 1], [3, 2, 1, 0]);
    expect(f.discriminationIndex).toBeLessThan(0);
    expect(f.discriminativeEfficiency).toBeLessThan(0);
  });
  it('one attempt: only the facility; no variance: no indices', () => {
    expect(paperFigures([1], [2])).toEqual({
      attempts: 1,
      facility: 100,
      sd: null,
      discriminationIndex: null,
      discriminativeEfficiency: null,
    });
    const flat = paperFigures([1, 1, 1], [0, 1, 2]);
    expect(flat.sd).toBe(0);
    expect(flat.discriminationIndex).toBeNull();
    expect(flat.discriminativeEfficiency).toBeNull();
  });
});

describe('questionStatistics', () => {
  const stats = questionStatistics([a, b, c, unused], [...p, ...r, ...s]);
  const of = (id: string) => stats.find((x) => x.questionId === id)!;

  it('averages each figure over the papers where Moodle defines it', () => {
    const qa = of('a');
    expect(qa.attempts).toBe(7);
    expect(qa.answered).toBe(6);
    expect(qa.papers.map((x) => x.paperId)).toEqual(['p', 'r', 's']);
    // Facility 50 (p), 50 (r), 100 (s); the indices of s are undefined and left out.
    expect(qa.facility).toBeCloseTo(200 / 3, 10);
    expect(qa.discriminationIndex).toBeCloseTo((100 / Math.SQRT2 + 100) / 2, 10);
    expect(qa.discriminativeEfficiency).toBeCloseTo(100, 10);
    expect(qa.dubious).toBe(false);
    expect(qa.needsChecking).toBe('unlikely');
  });
  it('flags a question whose marks do not follow the paper as dubious', () => {
    // b: marks 1,0,1,0 against the rest 2,2,0,0: covariance 0.
    const qb = of('b');
    expect(qb.facility).toBe(50);
    expect(qb.discriminationIndex).toBe(0);
    expect(qb.discriminativeEfficiency).toBe(0);
    expect(qb.dubious).toBe(true);
    expect(qb.needsChecking).toBe('veryLikely');
  });
  it('counts how often each option was chosen, right ones marked', () => {
    expect(of('a').options).toEqual([
      { option: 'x', right: true, chosen: 4 },
      { option: 'y', right: false, chosen: 1 },
      { option: 'z', right: false, chosen: 1 },
    ]);
    expect(of('b').options).toEqual([
      { option: 'true', right: true, chosen: 2 },
      { option: 'false', right: false, chosen: 2 },
    ]);
    expect(of('c').options).toEqual([]);
    // A blank fill-in is not answered; neither is a missing answer.
    expect(of('c').answered).toBe(4);
  });
  it('a question never asked has no figures', () => {
    expect(of('unused')).toMatchObject({
      attempts: 0,
      answered: 0,
      facility: null,
      discriminationIndex: null,
      discriminativeEfficiency: null,
      dubious: false,
      needsChecking: null,
      papers: [],
    });
  });
});
