/** Unit tests: uncertainReasons. */
import { describe, expect, it } from 'vitest';
import type { PointResult, RubricCheck } from '../../schemas/api/practice.ts';
import { uncertainReasons } from './uncertain.ts';

const point = (checks: RubricCheck[], earned: number, extra: Partial<PointResult> = {}) =>
  ({
    pointID: 1,
    sourceID: null,
    page: 'Chat',
    content: { en: 'A reply' },
    score: 20,
    earned,
    hit: earned > 0,
    outcome: earned === 20 ? 'hit' : earned > 0 ? 'partial' : 'missed',
    checks,
    evidence: { text: 'Hello', at: null, responseMinutes: null },
    ...extra,
  }) as PointResult;
const ok = (kind: RubricCheck['kind'], more: Partial<RubricCheck> = {}): RubricCheck => ({
  kind,
  expected: '',
  ok: true,
  ...more,
});
const fail = (kind: RubricCheck['kind'], more: Partial<RubricCheck> = {}) =>
  ok(kind, { ok: false, ...more });

describe('uncertainReasons', () => {
  it('is sure of a clear pass and a clear miss', () => {
    expect(
      uncertainReasons(
        point([ok('mustInclude'), ok('minWords', { expected: '12', measured: 40 })], 20),
      ),
    ).toEqual([]);
    expect(
      uncertainReasons(
        point([fail('mustInclude'), fail('minWords', { expected: '12', measured: 2 })], 0),
      ),
    ).toEqual([]);
  });
  it('flags a word count within 15 % (at least 2 words) of its threshold, either side', () => {
    const near = (measured: number) =>
      uncertainReasons(
        point([ok('mustInclude'), ok('minWords', { expected: '40', measured })], 20),
      );
    expect(near(46)).toEqual(['nearLength']);
    expect(near(34)).toEqual(['nearLength']);
    expect(near(47)).toEqual([]);
    const small = (measured: number) =>
      uncertainReasons(point([ok('minWords', { expected: '8', measured })], 20));
    expect(small(10)).toEqual(['nearLength']);
    expect(small(11)).toEqual([]);
  });
  it('flags a response within 10 % of its time limit', () => {
    const at = (measured: number) =>
      uncertainReasons(point([ok('within', { expected: '1h', measured })], 20));
    expect(at(57)).toEqual(['nearTime']);
    expect(at(65)).toEqual(['nearTime']);
    expect(at(30)).toEqual([]);
  });
  it('flags a language the check could not tell', () => {
    expect(uncertainReasons(point([ok('language', { expected: 'de', unsure: true })], 20))).toEqual(
      ['languageUnsure'],
    );
  });
  it('flags a zero for want of one must-pass check when most of the rest passed', () => {
    const checks = [
      fail('mustInclude', { mustPass: true, weight: 3 }),
      ok('greeting', { weight: 2 }),
      ok('acknowledge', { weight: 2 }),
      ok('tone', { weight: 1 }),
    ];
    expect(uncertainReasons(point(checks, 0))).toEqual(['mustPassOnly']);
    const weak = [
      ...checks.slice(0, 2),
      fail('acknowledge', { weight: 2 }),
      ok('tone', { weight: 1 }),
    ];
    expect(uncertainReasons(point(weak, 0))).toEqual([]);
  });
  it('flags a partial score one check short of full', () => {
    expect(uncertainReasons(point([ok('mustInclude'), fail('closing'), ok('tone')], 15))).toEqual([
      'oneCheckShort',
    ]);
    expect(uncertainReasons(point([fail('mustInclude'), fail('closing'), ok('tone')], 6))).toEqual(
      [],
    );
  });
  it("puts the student's request first, on any point, until the teacher answers", () => {
    const asked = { note: 'I gave the tracking number', at: '2026-11-25T10:00:00Z', answer: null };
    expect(uncertainReasons(point([], 0, { evidence: null, review: asked }))).toEqual([
      'studentAsked',
    ]);
    const answered = { ...asked, answer: { reason: 'Kept', by: 'T', at: asked.at } };
    expect(uncertainReasons(point([], 0, { evidence: null, review: answered }))).toEqual([]);
  });
  it('leaves a point a teacher overrode, and a penalty, alone', () => {
    const near = [ok('minWords', { expected: '40', measured: 41 })];
    const override = { earned: 20, computed: 20, reason: 'ok', by: 'T' };
    expect(uncertainReasons(point(near, 20, { override }))).toEqual([]);
    expect(uncertainReasons(point(near, 0, { score: -10 }))).toEqual([]);
  });
});
