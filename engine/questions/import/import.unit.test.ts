/** Unit tests: GIFT; Aiken; spreadsheet template. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { QuestionOf } from '../../../schemas/questions.ts';
import { gradeAnswer } from '../grade.ts';
import { guessTextFormat, importTable, importText, type ImportError } from './index.ts';
import type { QuestionTable } from './table.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const defaults = { idPrefix: 'imp', topic: 'returns' };
const none = new Set<string>();
const ml = (zh: string, en: string) =>
  `<span lang="zh" class="multilang">${zh}</span><span lang="en" class="multilang">${en}</span>`;
/** The same, escaped as GIFT wants it inside an answer block. */
const mlAnswer = (zh: string, en: string) => ml(zh, en).replace(/=/g, '\\=');
/** Errors by where and English text (their keys and params are tested in messages.unit.test.ts). */
const located = (errors: ImportError[]) =>
  errors.map(({ key: _key, params: _params, field: _field, ...rest }) => rest);

describe('GIFT', () => {
  const r = importText('gift', fixture('returns.gift'), { idPrefix: 'imp' }, none);

  it('reads every supported type of a real file, zh and en, with ids, tags and sources', () => {
    expect(r.errors).toEqual([]);
    expect(r.byType).toEqual({ single: 1, trueFalse: 1, multiple: 1, fill: 1, matching: 1 });
    const [single, tf, multiple, fill, matching] = r.questions;
    expect(single).toMatchObject({
      id: 'gift-shopee-mall',
      type: 'single',
      text: {
        zh: 'Shopee Mall 订单的 Shopee Guarantee 期是多久？',
        en: 'How long is the Shopee Guarantee period of a Shopee Mall order?',
      },
      options: [
        { id: 'a', text: { zh: '15 天', en: '15 days' } },
        { id: 'b', text: { zh: '3 天', en: '3 days' } },
        { id: 'c', text: { zh: '30 天', en: '30 days' } },
      ],
      answer: 'a',
      explanation: {
        zh: 'Mall 为 15 天，非 Mall 为 3 天。',
        en: '15 days for Mall, 3 for non-Mall.',
      },
      tags: { platform: 'shopee', difficulty: 1, topic: 'returns' },
      source: { title: 'Shopee Guarantee', url: 'https://help.shopee.com.my/portal/article/78775' },
    });
    expect(tf).toMatchObject({ id: 'gift-atoz-chargeback', type: 'trueFalse', answer: false });
    expect(multiple).toMatchObject({
      type: 'multiple',
      answers: ['a', 'b'],
      tags: { topic: 'seller-metrics' },
    });
    expect(fill).toMatchObject({
      type: 'fill',
      text: {
        zh: 'DHL Express 体积重 = 长×宽×高（厘米）÷ ___ （千克）',
        en: 'DHL Express volumetric weight = L×W×H (cm) ÷ ___ (kg)',
      },
      blanks: [{ accept: ['5000', '5,000'] }],
      tags: { difficulty: 2 },
    });
    expect(matching).toMatchObject({
      type: 'matching',
      pairs: [
        { left: { en: 'Order defect rate' }, right: { zh: '低于 1%' } },
        { left: { en: 'Late shipment rate' }, right: { en: 'Under 4%' } },
      ],
      distractors: [{ zh: '低于 10%', en: 'Under 10%' }],
    });
  });

  it('imports questions that grade: the fill-in accepts its answers normalised', () => {
    const fill = r.questions[3] as QuestionOf<'fill'>;
    expect(gradeAnswer(fill, { type: 'fill', blanks: ['５０００'] }).right).toBe(true);
  });

  it('is read as GIFT when the file type does not say', () => {
    expect(guessTextFormat(fixture('returns.gift'))).toBe('gift');
    expect(guessTextFormat(fixture('returns.aiken.txt'))).toBe('aiken');
  });

  const q = (name: string, body: string) =>
    `// [tag:url:https://example.org/rule]\n::${name}::${ml('问题', 'Question')}{${body}}`;

  it('refuses bad syntax with the line: an answer block never closed', () => {
    const text = `${q('q-one', 'T')}\n\n// [tag:url:https://example.org/rule]\n::q-two::${ml('问', 'Q')}{\n=${mlAnswer('甲', 'A')}\n~${mlAnswer('乙', 'B')}\n`;
    const res = importText('gift', text, defaults, none);
    expect(res).toMatchObject({ questions: [], byType: {} });
    expect(located(res.errors)).toEqual([
      { line: 5, message: 'the { of the answers has no closing }' },
    ]);
  });

  it('refuses a type the bank has not (numerical, essay) with the line', () => {
    const text = `${q('q-one', 'T')}\n\n${q('q-num', '#1822:5')}\n\n${q('q-essay', '')}`;
    const res = importText('gift', text, defaults, none);
    expect(res.questions).toEqual([]);
    expect(located(res.errors)).toEqual([
      { line: 5, message: 'numerical questions ({#…}) are not a type of the question bank' },
      {
        line: 8,
        message: 'an essay question ({}) has no rubric in GIFT; write short-text questions in YAML',
      },
    ]);
  });

  it('refuses a question without answers, or without a right one', () => {
    const text = `::q-none::${ml('问', 'Q')}\n\n${q('q-wrong', `~${mlAnswer('甲', 'A')} ~${mlAnswer('乙', 'B')}`)}`;
    const res = importText('gift', text, defaults, none);
    expect(located(res.errors)).toEqual([
      { line: 1, message: 'missing answer: no {…} block' },
      { line: 4, message: 'no right answer (= or a positive %weight%)' },
    ]);
  });

  it('refuses duplicate ids, in the file and against the bank, all or nothing', () => {
    const text = `${q('q-one', 'T')}\n\n${q('q-one', 'F')}\n\n${q('q-bank', 'T')}`;
    const res = importText('gift', text, defaults, new Set(['q-bank']));
    expect(res.questions).toEqual([]);
    expect(located(res.errors)).toEqual([
      { line: 5, message: 'duplicate question id "q-one" (id)' },
      { line: 8, message: 'duplicate question id "q-bank" (id)' },
    ]);
  });

  it('refuses over-long text and a text without en, by line', () => {
    const long = 'x'.repeat(2001);
    const text = `${q('q-one', 'T')}\n\n// [tag:url:https://example.org/rule]\n::q-long::${ml(long, 'Q')}{T}\n\n// [tag:url:https://example.org/rule]\n::q-zh::<span lang="zh" class="multilang">只有中文</span>{T}`;
    const res = importText('gift', text, defaults, none);
    expect(located(res.errors)).toEqual([
      { line: 5, message: 'longer than 2000 characters (text.zh)' },
      { line: 8, message: 'missing field "en" (text)' },
    ]);
  });

  it('needs a source: from the file or the import defaults', () => {
    const text = `::q-nosource::${ml('问', 'Q')}{T}`;
    expect(located(importText('gift', text, defaults, none).errors)).toEqual([
      { line: 1, message: 'missing field "source"' },
    ]);
    const withSource = importText(
      'gift',
      text,
      { ...defaults, source: { title: 'Rule', url: 'https://example.org/r' } },
      none,
    );
    expect(withSource.errors).toEqual([]);
  });
});

describe('Aiken', () => {
  const src = {
    title: 'Seller performance',
    url: 'https://sellercentral.amazon.com/gp/help/external/200370550',
  };

  it('reads single and multiple choice in zh and en, ids from the prefix', () => {
    const r = importText('aiken', fixture('returns.aiken.txt'), { ...defaults, source: src }, none);
    expect(r.errors).toEqual([]);
    expect(r.byType).toEqual({ single: 1, multiple: 1 });
    expect(r.questions[0]).toMatchObject({
      id: 'imp-1',
      type: 'single',
      answer: 'a',
      text: { zh: 'Amazon 要求订单缺陷率低于多少？' },
      options: [{ id: 'a', text: { zh: '1%', en: '1%' } }, { id: 'b' }, { id: 'c' }],
      tags: { topic: 'returns', difficulty: 1 },
      source: src,
    });
    expect(r.questions[1]).toMatchObject({ id: 'imp-2', type: 'multiple', answers: ['a', 'b'] });
  });

  it('refuses a missing ANSWER, an unknown letter, stray lines, with lines; nothing imported', () => {
    const text = [
      ml('问一', 'Q one'),
      'A. ' + ml('甲', 'A'),
      'B. ' + ml('乙', 'B'),
      '',
      ml('问二', 'Q two'),
      'A. ' + ml('甲', 'A'),
      'B. ' + ml('乙', 'B'),
      'ANSWER: D',
      'A. stray option',
      ml('问三', 'Q three'),
      'A. ' + ml('甲', 'A'),
      'ANSWER: A',
    ].join('\n');
    const r = importText('aiken', text, { ...defaults, source: src }, none);
    expect(r.questions).toEqual([]);
    expect(located(r.errors)).toEqual([
      { line: 1, message: 'missing answer: no ANSWER: line after the options' },
      { line: 8, message: 'ANSWER D is not one of the options (A, B)' },
      { line: 9, message: 'an option without a question before it' },
      { line: 10, message: 'a question needs at least two options (A. …)' },
    ]);
  });

  it('refuses text in one language only', () => {
    const r = importText(
      'aiken',
      'Only English?\nA. yes\nB. no\nANSWER: A',
      { ...defaults, source: src },
      none,
    );
    expect(r.errors.map((e) => e.message)).toContain('missing field "zh" (text)');
  });
});

describe('spreadsheet template', () => {
  const row = (n: number, cells: Record<string, string>) => ({ row: n, cells });
  const common = {
    topic: 'returns',
    difficulty: '2',
    source_title: 'Rule page',
    source_url: 'https://example.org/rule',
  };
  const columns = ['id', 'type', 'text_zh', 'text_en', 'answer', 'a_zh', 'a_en', 'b_zh', 'b_en'];
  const table = (...rows: ReturnType<typeof row>[]): QuestionTable => ({ columns, rows });

  it('reads one row per question of every type, with Chinese type names', () => {
    const r = importTable(
      table(
        row(2, {
          ...common,
          id: 't-single',
          type: '单选',
          text_zh: '几天？',
          text_en: 'How many days?',
          a_zh: '3 天',
          a_en: '3 days',
          b_zh: '7 天',
          b_en: '7 days',
          answer: 'B',
        }),
        row(3, {
          ...common,
          id: 't-multi',
          type: 'multiple',
          text_zh: '哪些？',
          text_en: 'Which?',
          a_zh: '甲',
          a_en: 'A',
          b_zh: '乙',
          b_en: 'B',
          c_zh: '丙',
          c_en: 'C',
          answer: 'A,C',
        }),
        row(4, {
          ...common,
          id: 't-tf',
          type: '判断',
          text_zh: '对吗？',
          text_en: 'True?',
          answer: '错',
        }),
        row(5, {
          ...common,
          id: 't-fill',
          type: 'fill',
          text_zh: '除数是 ___，单位 ___',
          text_en: 'Divide by ___ in ___',
          answer: '5000; kg|千克',
        }),
        row(6, {
          ...common,
          id: 't-match',
          type: '匹配',
          text_zh: '配对',
          text_en: 'Match',
          a_zh: '亚马逊 -> A-to-z',
          a_en: 'Amazon -> A-to-z',
          b_zh: '阿里巴巴 -> 信用保障',
          b_en: 'Alibaba.com -> Trade Assurance',
          c_zh: '-> 无',
          c_en: '-> None',
        }),
        row(7, {
          ...common,
          id: 't-short',
          type: '简答',
          text_zh: '道歉并说明退款',
          text_en: 'Apologise, say refund',
          rubric_zh: '抱歉; 退款',
          rubric_en: 'sorry; refund',
          min_words: '5',
        }),
      ),
      { idPrefix: 'x' },
      none,
    );
    expect(r.errors).toEqual([]);
    expect(r.byType).toEqual({
      single: 1,
      multiple: 1,
      trueFalse: 1,
      fill: 1,
      matching: 1,
      shortText: 1,
    });
    expect(r.questions.map((q) => q.type)).toEqual([
      'single',
      'multiple',
      'trueFalse',
      'fill',
      'matching',
      'shortText',
    ]);
    expect(r.questions[0]).toMatchObject({
      answer: 'b',
      tags: { topic: 'returns', difficulty: 2 },
      source: { title: 'Rule page' },
    });
    expect(r.questions[1]).toMatchObject({ answers: ['a', 'c'] });
    expect(r.questions[2]).toMatchObject({ answer: false });
    expect(r.questions[3]).toMatchObject({
      blanks: [{ accept: ['5000'] }, { accept: ['kg', '千克'] }],
    });
    expect(r.questions[4]).toMatchObject({
      pairs: [
        { left: { zh: '亚马逊' }, right: { en: 'A-to-z' } },
        { right: { en: 'Trade Assurance' } },
      ],
      distractors: [{ zh: '无', en: 'None' }],
    });
    expect(r.questions[5]).toMatchObject({
      rubric: {
        zh: { mustInclude: ['抱歉', '退款'], minWords: 5 },
        en: { mustInclude: ['sorry', 'refund'], minWords: 5 },
      },
    });
  });

  it('refuses formula-looking cells, unknown types, missing answers and duplicates by row', () => {
    const r = importTable(
      table(
        row(2, {
          ...common,
          id: 't-ok',
          type: 'trueFalse',
          text_zh: '对吗？',
          text_en: 'True?',
          answer: 'true',
        }),
        row(3, {
          ...common,
          id: 't-formula',
          type: 'trueFalse',
          text_zh: '=HYPERLINK("http://x")',
          text_en: 'True?',
          answer: 'true',
        }),
        row(4, { ...common, id: 't-essay', type: 'essay', text_zh: '写', text_en: 'Write' }),
        row(5, {
          ...common,
          id: 't-noanswer',
          type: 'single',
          text_zh: '几？',
          text_en: 'How many?',
          a_zh: '1',
          a_en: '1',
          b_zh: '2',
          b_en: '2',
        }),
        row(6, {
          ...common,
          id: 't-ok',
          type: 'trueFalse',
          text_zh: '对吗？',
          text_en: 'True?',
          answer: 'F',
        }),
        row(7, {
          ...common,
          id: 't-long',
          type: 'trueFalse',
          text_zh: '长'.repeat(2001),
          text_en: 'Long',
          answer: 'T',
        }),
        row(8, {
          ...common,
          id: 't-plus',
          type: 'trueFalse',
          text_zh: '对吗',
          text_en: '+1 true?',
          answer: 'T',
        }),
      ),
      { idPrefix: 'x' },
      none,
    );
    expect(r.questions).toEqual([]);
    expect(located(r.errors)).toEqual([
      {
        row: 3,
        message:
          'the text_zh cell starts like a formula (=HYPERLINK("http://x); start it with another character',
      },
      { row: 4, message: 'unknown question type “essay”' },
      { row: 5, message: 'missing answer: the answer column is empty' },
      { row: 6, message: 'duplicate question id "t-ok" (id)' },
      { row: 7, message: 'longer than 2000 characters (text.zh)' },
      {
        row: 8,
        message:
          'the text_en cell starts like a formula (+1 true?); start it with another character',
      },
    ]);
  });

  it('refuses a sheet without the required columns', () => {
    const r = importTable(
      { columns: ['id', 'question'], rows: [row(2, { id: 'x', question: 'y' })] },
      { idPrefix: 'x' },
      none,
    );
    expect(located(r.errors)).toEqual([
      { row: 1, message: 'missing column(s): type, text_zh, text_en' },
    ]);
  });
});
