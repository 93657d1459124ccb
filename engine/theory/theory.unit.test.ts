/** Theory practice in the engine: seeded draws, stable shuffles, grading through the page's keys, analysis. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../schemas/questions.ts';
import type { TheoryPaper } from '../../schemas/theory/paper.ts';
import { parseQuestionFile } from '../questions/parse.ts';
import { analyseItem, paperScore } from './analyse.ts';
import { drawPaper, matchesRule, parsePaperFile } from './papers.ts';
import { itemSeed, presentItem, shuffledOrder, toBankAnswer } from './present.ts';

const root = new URL('../../', import.meta.url);
const bank: Question[] = readdirSync(new URL('questions/', root))
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => {
    const r = parseQuestionFile(readFileSync(new URL(`questions/${f}`, root), 'utf8'));
    if (!r.ok) throw new Error(`${f}: ${r.errors[0]?.message}`);
    return r.questions;
  });
const shipped = parsePaperFile(
  readFileSync(new URL('papers/theory-practice.yaml', root), 'utf8'),
  bank,
);
const papers = shipped.ok ? shipped.papers : [];
const drawn = papers.find((p) => 'draw' in p)!;
const q = <T extends Question['type']>(type: T) =>
  bank.find((x): x is Extract<Question, { type: T }> => x.type === type)!;

describe('papers', () => {
  it('the shipped papers check against the bank, three at least', () => {
    expect(shipped).toMatchObject({ ok: true });
    expect(papers.length).toBeGreaterThanOrEqual(3);
  });

  it('a seed draws the same questions every time, another seed others, each matching its rule', () => {
    const a = drawPaper(drawn, bank, 42).map((x) => x.id);
    expect(drawPaper(drawn, bank, 42).map((x) => x.id)).toEqual(a);
    expect(drawPaper(drawn, [...bank].reverse(), 42).map((x) => x.id)).toEqual(a);
    expect(drawPaper(drawn, bank, 43).map((x) => x.id)).not.toEqual(a);
    expect(new Set(a).size).toBe(a.length);
    if (!('draw' in drawn)) throw new Error('not drawn');
    expect(a).toHaveLength(drawn.draw.reduce((n, r) => n + r.count, 0));
    let at = 0;
    for (const rule of drawn.draw)
      for (let i = 0; i < rule.count; i += 1, at += 1)
        expect(
          matchesRule(
            bank.find((x) => x.id === a[at])!,
            rule,
          ),
        ).toBe(true);
  });

  it('a fixed paper gives its questions in its order whatever the seed', () => {
    const fixed = papers.find((p): p is Extract<TheoryPaper, { fixed: string[] }> => 'fixed' in p)!;
    expect(drawPaper(fixed, bank, 1).map((x) => x.id)).toEqual(fixed.fixed);
    expect(drawPaper(fixed, bank, 2).map((x) => x.id)).toEqual(fixed.fixed);
  });

  it('refuses an unknown question, a rule the bank cannot fill, a repeated id and a bad field', () => {
    const bad = parsePaperFile(
      `- { id: p-one, title: { zh: 一, en: One }, passScore: 60, fixed: [no-such-question] }
- { id: p-one, title: { zh: 二, en: Two }, passScore: 60, draw: [{ count: 50, platform: [temu], type: [matching] }] }`,
      bank,
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toEqual([
      'p-one: no question no-such-question',
      'p-one: paper id used twice',
      expect.stringMatching(/^p-one: draw 1 wants 50, the bank has \d+$/),
    ]);
    const shape = parsePaperFile(
      '- { id: p-two, title: { zh: 二, en: Two }, passScore: 60 }',
      bank,
    );
    expect(shape.ok).toBe(false);
  });
});

describe("the page's view", () => {
  it('shuffles options by the seed, the same each time, and keys them by position', () => {
    const single = q('single');
    const seed = itemSeed(7, '0');
    const view = presentItem(single, seed);
    expect(presentItem(single, seed)).toEqual(view);
    if (view.type !== 'single') throw new Error('single');
    expect(view.options.map((o) => o.key)).toEqual(
      ['A', 'B', 'C', 'D'].slice(0, single.options.length),
    );
    expect(JSON.stringify(view)).not.toMatch(/"(id|answer|right|correct)"/);
    // Over many seeds every option is shown first at some point: the order says nothing.
    const firsts = new Set(
      Array.from({ length: 40 }, (_, s) => shuffledOrder(single.options.length, s)[0]),
    );
    expect(firsts.size).toBe(single.options.length);
  });

  it('the right option, chosen by its shown key, grades right; another grades wrong', () => {
    const single = q('single');
    const seed = itemSeed(99, '3');
    const view = presentItem(single, seed);
    if (view.type !== 'single') throw new Error('single');
    const rightText = single.options.find((o) => o.id === single.answer)!.text;
    const rightKey = view.options.find((o) => o.text === rightText)!.key;
    const wrongKey = view.options.find((o) => o.key !== rightKey)!.key;
    const right = analyseItem(single, seed, { type: 'single', choice: rightKey });
    expect(right.grade).toMatchObject({ score: 1, right: true });
    expect(right.analysis.options?.find((o) => o.key === rightKey)).toMatchObject({
      chosen: true,
      right: true,
    });
    const wrong = analyseItem(single, seed, { type: 'single', choice: wrongKey });
    expect(wrong.grade.right).toBe(false);
    expect(wrong.analysis.options?.find((o) => o.right)?.key).toBe(rightKey);
    expect(analyseItem(single, seed, null).analysis.answered).toBe(false);
    // A key that was not shown is no answer.
    expect(toBankAnswer(single, seed, { type: 'single', choice: 'O' })).toBeNull();
  });

  it('matching: the shown right-hand keys map back to the pairs, partial credit per pair', () => {
    const m = q('matching');
    const seed = itemSeed(5, '1');
    const view = presentItem(m, seed);
    if (view.type !== 'matching') throw new Error('matching');
    const keyFor = (i: number) => view.targets.find((r) => r.text === m.pairs[i]!.right)!.key;
    const all = m.pairs.map((_, i) => keyFor(i));
    expect(analyseItem(m, seed, { type: 'matching', matches: all }).grade.score).toBe(1);
    const half = all.map((k, i) => (i === 0 ? null : k));
    const a = analyseItem(m, seed, { type: 'matching', matches: half });
    expect(a.grade.score).toBeCloseTo((m.pairs.length - 1) / m.pairs.length);
    expect(a.analysis.matches?.[0]).toMatchObject({ chosen: null, rightKey: all[0], ok: false });
  });

  it('multiple and fill grade through the page answer, and the paper score is the mean', () => {
    const mq = q('multiple');
    const seed = itemSeed(3, '2');
    const view = presentItem(mq, seed);
    if (view.type !== 'multiple') throw new Error('multiple');
    const keys = view.options
      .filter((o) => mq.answers.some((id) => mq.options.find((x) => x.id === id)!.text === o.text))
      .map((o) => o.key);
    expect(analyseItem(mq, seed, { type: 'multiple', choices: keys }).grade.right).toBe(true);
    const fq = q('fill');
    const blanks = fq.blanks.map((b) => b.accept[0]!);
    const f = analyseItem(fq, 0, { type: 'fill', blanks });
    expect(f.grade.right).toBe(true);
    expect(f.analysis.blanks?.[0]?.accept).toEqual(fq.blanks[0]!.accept);
    expect(paperScore([1, 0, 0.5, 1])).toBe(62.5);
    expect(paperScore([])).toBe(0);
  });
});
