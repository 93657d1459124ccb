/** Unit tests: gradeAnswer; normaliseAnswer. */
import { describe, expect, it } from 'vitest';
import type { Question, QuestionOf } from '../../schemas/questions.ts';
import { gradeAnswer } from './grade.ts';
import { normaliseAnswer } from './normalise.ts';

const base = {
  version: 1,
  explanation: { zh: '解析', en: 'Why' },
  tags: { topic: 'returns', difficulty: 1 },
  source: { title: 'Rule page', url: 'https://example.org/rule' },
};
const opts = (...ids: string[]) =>
  ids.map((id) => ({ id, text: { zh: `选项${id}`, en: `Option ${id}` } }));

const single: QuestionOf<'single'> = {
  ...base,
  id: 'q-single',
  type: 'single',
  text: { zh: '几天？', en: 'How many days?' },
  options: opts('a', 'b', 'c'),
  answer: 'b',
};
const multiple: QuestionOf<'multiple'> = {
  ...base,
  id: 'q-multiple',
  type: 'multiple',
  text: { zh: '哪些？', en: 'Which?' },
  options: opts('a', 'b', 'c', 'd'),
  answers: ['a', 'c'],
};
const tf: QuestionOf<'trueFalse'> = {
  ...base,
  id: 'q-tf',
  type: 'trueFalse',
  text: { zh: '对吗？', en: 'True?' },
  answer: false,
};
const fill: QuestionOf<'fill'> = {
  ...base,
  id: 'q-fill',
  type: 'fill',
  text: { zh: '体积重 = 长×宽×高 ÷ ___，单位 ___', en: 'Volumetric weight = L×W×H ÷ ___ in ___' },
  blanks: [{ accept: ['5000'] }, { accept: ['kg', '千克', '公斤'] }],
};
const matching: QuestionOf<'matching'> = {
  ...base,
  id: 'q-match',
  type: 'matching',
  text: { zh: '配对', en: 'Match' },
  pairs: [
    {
      left: { zh: '亚马逊', en: 'Amazon' },
      right: { zh: '亚马逊商城交易保障', en: 'A-to-z Guarantee' },
    },
    {
      left: { zh: '阿里巴巴', en: 'Alibaba.com' },
      right: { zh: '信用保障', en: 'Trade Assurance' },
    },
    { left: { zh: '虾皮', en: 'Shopee' }, right: { zh: '虾皮保障', en: 'Shopee Guarantee' } },
  ],
  distractors: [{ zh: '无', en: 'None' }],
};
const short: QuestionOf<'shortText'> = {
  ...base,
  id: 'q-short',
  type: 'shortText',
  text: { zh: '写一句道歉并说明退款时间', en: 'Apologise and say when the refund comes' },
  rubric: {
    zh: { mustInclude: ['抱歉', '退款'], minWords: 5 },
    en: { mustInclude: ['sorry', 'refund'], anyOf: [['days', 'business days']], minWords: 6 },
  },
};

describe('gradeAnswer', () => {
  it('single: the right option scores 1, another 0, none 0', () => {
    expect(gradeAnswer(single, { type: 'single', choice: 'b' })).toMatchObject({
      score: 1,
      right: true,
    });
    expect(gradeAnswer(single, { type: 'single', choice: 'a' })).toMatchObject({
      score: 0,
      right: false,
      detail: { type: 'single', chosen: 'a', right: 'b' },
    });
    expect(gradeAnswer(single, { type: 'single', choice: null }).score).toBe(0);
  });

  it('multiple: +1/k per right option chosen, −1/k per wrong one, floored at 0', () => {
    const g = (choices: string[]) => gradeAnswer(multiple, { type: 'multiple', choices });
    expect(g(['a', 'c'])).toMatchObject({ score: 1, right: true });
    expect(g(['c', 'a'])).toMatchObject({ score: 1, right: true });
    expect(g(['a'])).toMatchObject({ score: 0.5, right: false });
    expect(g(['a', 'b'])).toMatchObject({ score: 0, right: false });
    expect(g(['a', 'c', 'b'])).toMatchObject({ score: 0.5, right: false });
    expect(g(['a', 'b', 'c', 'd'])).toMatchObject({ score: 0, right: false });
    expect(g(['b', 'd'])).toMatchObject({ score: 0, right: false });
    expect(g([])).toMatchObject({ score: 0, right: false });
    expect(g(['a']).detail).toEqual({
      type: 'multiple',
      options: [
        { id: 'a', chosen: true, right: true },
        { id: 'b', chosen: false, right: false },
        { id: 'c', chosen: false, right: true },
        { id: 'd', chosen: false, right: false },
      ],
    });
  });

  it('trueFalse: only the stated value is right; no answer is wrong', () => {
    expect(gradeAnswer(tf, { type: 'trueFalse', value: false })).toMatchObject({
      score: 1,
      right: true,
    });
    expect(gradeAnswer(tf, { type: 'trueFalse', value: true })).toMatchObject({
      score: 0,
      right: false,
    });
    expect(gradeAnswer(tf, { type: 'trueFalse', value: null }).right).toBe(false);
  });

  it('fill: each blank 1/n, accepted answers in zh and en, normalised', () => {
    const g = (...blanks: string[]) => gradeAnswer(fill, { type: 'fill', blanks });
    expect(g('5000', 'kg')).toMatchObject({ score: 1, right: true });
    expect(g('５０００', 'ＫＧ')).toMatchObject({ score: 1, right: true }); // full-width
    expect(g(' 5 000 ', ' Kg. ')).toMatchObject({ score: 1, right: true }); // spaces, case, stop
    expect(g('5000', '公斤。')).toMatchObject({ score: 1, right: true });
    expect(g('5000', '千 克')).toMatchObject({ score: 1, right: true });
    expect(g('6000', 'kg')).toMatchObject({ score: 0.5, right: false });
    expect(g('5000')).toMatchObject({ score: 0.5, right: false }); // a blank left out
    expect(g('', '')).toMatchObject({ score: 0, right: false });
    expect(g('50000', 'kgs').detail).toEqual({
      type: 'fill',
      blanks: [
        { given: '50000', ok: false },
        { given: 'kgs', ok: false },
      ],
    });
  });

  it('matching: each pair 1/n; a distractor or nothing matches no pair', () => {
    const g = (...matches: (number | null)[]) =>
      gradeAnswer(matching, { type: 'matching', matches });
    expect(g(0, 1, 2)).toMatchObject({ score: 1, right: true });
    expect(g(1, 0, 2).score).toBeCloseTo(1 / 3);
    expect(g(0, 1, 3).score).toBeCloseTo(2 / 3);
    expect(g(0, null).score).toBeCloseTo(1 / 3);
    expect(g().score).toBe(0);
  });

  it('shortText in zh: graded by the zh rubric', () => {
    const right = gradeAnswer(short, {
      type: 'shortText',
      language: 'zh',
      text: '非常抱歉给您带来不便，退款将在三个工作日内到账。',
    });
    expect(right).toMatchObject({ score: 1, right: true });
    const half = gradeAnswer(short, { type: 'shortText', language: 'zh', text: '抱歉。' });
    expect(half.right).toBe(false);
    expect(half.score).toBeCloseTo(1 / 3); // 抱歉 found; 退款 missing; too short
  });

  it('shortText in en: graded by the en rubric, never the zh one', () => {
    const right = gradeAnswer(short, {
      type: 'shortText',
      language: 'en',
      text: 'We are sorry for the delay; your refund will arrive within 3 business days.',
    });
    expect(right).toMatchObject({ score: 1, right: true });
    const zhInEn = gradeAnswer(short, {
      type: 'shortText',
      language: 'en',
      text: '抱歉，退款三天内到账',
    });
    expect(zhInEn.right).toBe(false);
    expect(zhInEn.detail.type === 'shortText' && zhInEn.detail.checks.map((c) => c.kind)).toEqual([
      'mustInclude',
      'mustInclude',
      'anyOf',
      'minWords',
    ]);
  });

  it('an answer of another type, or none, scores 0', () => {
    const q: Question = single;
    expect(gradeAnswer(q, { type: 'trueFalse', value: true })).toEqual({
      score: 0,
      right: false,
      detail: { type: 'mismatch', expected: 'single' },
    });
    expect(gradeAnswer(q, null).score).toBe(0);
  });
});

describe('normaliseAnswer', () => {
  it('folds width and case, drops spaces and a final full stop', () => {
    expect(normaliseAnswer('Ａ－ｔｏ－ｚ')).toBe('a-to-z');
    expect(normaliseAnswer('  Trade   Assurance ')).toBe('tradeassurance');
    expect(normaliseAnswer('三十天。')).toBe('三十天');
    expect(normaliseAnswer('30\u3000天')).toBe('30天'); // ideographic space
    expect(normaliseAnswer('ＵＳＤ．')).toBe('usd');
    expect(normaliseAnswer('１２３')).toBe('123');
  });
  it('keeps what changes the meaning: other digits, inner punctuation', () => {
    expect(normaliseAnswer('1.5')).not.toBe(normaliseAnswer('15'));
    expect(normaliseAnswer('7天')).not.toBe(normaliseAnswer('7日'));
  });
});
