/** Unit tests: Moodle XML import (every type, every refusal) and its XML reader. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guessTextFormat, importText } from './index.ts';
import { parseXml, XmlSyntaxError } from './xmlTree.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const none = new Set<string>();
const where = (errors: { line?: number; row?: number; key: string; field?: string }[]) =>
  errors.map((e) => [e.line, e.key.replace('questionImport.error.', ''), e.field ?? '']);

describe('Moodle XML', () => {
  const r = importText('moodlexml', fixture('bank.moodle.xml'), { idPrefix: 'x' }, none);

  it('reads every type of the bank, with tags, source, category, idnumber and version', () => {
    expect(r.errors).toEqual([]);
    expect(r.byType).toEqual({
      single: 1,
      multiple: 1,
      trueFalse: 1,
      fill: 2,
      matching: 1,
      shortText: 1,
    });
    const [single, multiple, tf, fill, cloze, matching, essay] = r.questions;
    expect(single).toMatchObject({
      id: 'xml-amazon-window',
      version: 1,
      type: 'single',
      text: {
        zh: 'Amazon 大多数商品的退货期是多久？',
        en: 'How long is the return window for most Amazon items?',
      },
      answer: 'a',
      explanation: { zh: '大多数商品为 30 天。', en: '30 days for most items.' },
      tags: { topic: 'returns', platform: 'amazon', difficulty: 1 },
      source: {
        title: 'Amazon — Returns and refunds',
        url: 'https://www.amazon.com/gp/help/customer/display.html?nodeId=GKM69DUUYKQWKWX7',
      },
    });
    expect(multiple).toMatchObject({
      id: 'xml-odr-parts',
      version: 2,
      type: 'multiple',
      answers: ['a', 'b'],
      tags: { topic: 'seller-metrics' },
    });
    expect(tf).toMatchObject({ id: 'xml-atoz-chargeback', type: 'trueFalse', answer: false });
    expect(fill).toMatchObject({
      type: 'fill',
      text: { zh: 'DHL Express 体积重 = 长×宽×高（厘米）÷ ___（千克）' },
      blanks: [{ accept: ['5000', '5,000'] }],
    });
    expect(cloze).toMatchObject({
      type: 'fill',
      text: {
        zh: 'FedEx 包裹最长 ___ 厘米，长度加周长最多 ___ 厘米。',
        en: 'A FedEx package is at most ___ cm long and ___ cm in length and girth.',
      },
      blanks: [{ accept: ['274'] }, { accept: ['330', '330cm'] }],
    });
    expect(matching).toMatchObject({
      type: 'matching',
      pairs: [
        { left: { zh: '订单缺陷率' }, right: { en: 'Under 1%' } },
        { left: { en: 'Late shipment rate' }, right: { zh: '低于 4%' } },
      ],
      distractors: [{ zh: '低于 10%', en: 'Under 10%' }],
    });
    expect(essay).toMatchObject({
      type: 'shortText',
      rubric: {
        zh: { mustInclude: ['抱歉', '延误'], minWords: 8 },
        en: { mustInclude: ['sorry', 'delay'], minWords: 8 },
      },
      tags: { module: 'mail' },
    });
  });

  it('refuses every error with its line and message key, and keeps nothing', () => {
    const bad = importText('moodlexml', fixture('errors.moodle.xml'), { idPrefix: 'x' }, none);
    expect(bad.questions).toEqual([]);
    expect(where(bad.errors)).toEqual([
      [5, 'xmlType', ''],
      [10, 'xmlNoAnswer', ''],
      [14, 'noRightAnswer', ''],
      [20, 'xmlEssayRubric', ''],
      [24, 'xmlClozeBlank', ''],
      [34, 'duplicateId', 'id'],
      [40, 'missingField', 'text'],
      [40, 'missingField', 'text'],
      [46, 'tooLong', 'text.zh'],
    ]);
    expect(bad.errors[0]).toMatchObject({ params: { type: 'numerical' } });
  });

  it('refuses broken XML and a DTD with the line', () => {
    const broken = importText('moodlexml', fixture('syntax.moodle.xml'), { idPrefix: 'x' }, none);
    expect(where(broken.errors)).toEqual([[6, 'xmlSyntax', '']]);
    expect(broken.errors[0]?.message).toBe(
      'XML syntax error: </answer> closes <question> (line 3)',
    );
    const dtd = importText('moodlexml', fixture('doctype.moodle.xml'), { idPrefix: 'x' }, none);
    expect(where(dtd.errors)).toEqual([[2, 'xmlSyntax', '']]);
  });

  it('is told apart from GIFT and Aiken', () => {
    expect(guessTextFormat(fixture('bank.moodle.xml'))).toBe('moodlexml');
    expect(guessTextFormat('<quiz></quiz>')).toBe('moodlexml');
    expect(guessTextFormat('::a:: b {T}')).toBe('gift');
  });
});

describe('the XML reader', () => {
  it('reads attributes, entities, CDATA and lines', () => {
    const root = parseXml('<a x="1 &amp; 2">\n<b y=\'&#x41;\'>t&lt;<![CDATA[<i>]]></b>\n<c/></a>');
    expect(root.attrs).toEqual({ x: '1 & 2' });
    const [b, c] = root.children.filter((n) => typeof n !== 'string');
    expect(b).toMatchObject({ name: 'b', attrs: { y: 'A' }, children: ['t<', '<i>'], line: 2 });
    expect(c).toMatchObject({ name: 'c', line: 3 });
  });

  it.each([
    ['<a><b></a>', 1],
    ['<a>\n&foo;</a>', 2],
    ['<a></a><b/>', 1],
    ['<a>\n\n<!-- open', 3],
  ])('refuses %j at line %i', (xml, line) => {
    expect(() => parseXml(xml)).toThrow(XmlSyntaxError);
    try {
      parseXml(xml);
    } catch (e) {
      expect((e as XmlSyntaxError).line).toBe(line);
    }
  });
});
