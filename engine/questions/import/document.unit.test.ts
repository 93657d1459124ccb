/** Unit tests: the Word template's paragraphs → questions (layout, errors by line). */
import { describe, expect, it } from 'vitest';
import { BANK, ERRORS } from './fixtures/docx-paragraphs.ts';
import { importDocument } from './index.ts';

const none = new Set<string>();
const where = (errors: { line?: number; key: string; field?: string }[]) =>
  errors.map((e) => [e.line, e.key.replace('questionImport.error.', ''), e.field ?? '']);

describe('Word template', () => {
  it('reads every type from "field: value" paragraphs, Chinese field names and notes', () => {
    const r = importDocument(BANK, { idPrefix: 'd' }, none);
    expect(r.errors).toEqual([]);
    expect(r.byType).toEqual({
      single: 1,
      multiple: 1,
      trueFalse: 1,
      fill: 1,
      matching: 1,
      shortText: 1,
    });
    expect(r.questions[0]).toMatchObject({
      id: 'docx-odr-target',
      type: 'single',
      answer: 'a',
      tags: { topic: 'seller-metrics', difficulty: 1, platform: 'amazon' },
      explanation: { en: 'The Order Defect Rate should stay under 1%.' },
    });
    expect(r.questions[1]).toMatchObject({ version: 2, answers: ['a', 'b'] });
    expect(r.questions[3]).toMatchObject({
      blanks: [{ accept: ['1', '1%'] }, { accept: ['4', '4%'] }],
    });
    expect(r.questions[4]).toMatchObject({ distractors: [{ zh: '低于 10%', en: 'Under 10%' }] });
    expect(r.questions[5]).toMatchObject({
      rubric: { zh: { mustInclude: ['抱歉', '延误'], minWords: 8 } },
      tags: { module: 'mail' },
    });
  });

  it('refuses every error with its line (paragraph) and message key, and keeps nothing', () => {
    const r = importDocument(ERRORS, { idPrefix: 'd' }, none);
    expect(r.questions).toEqual([]);
    expect(where(r.errors)).toEqual([
      [2, 'docxNoType', ''],
      [8, 'docxTwice', ''],
      [13, 'docxLine', ''],
      [14, 'docxField', ''],
      [16, 'unknownType', ''],
      [19, 'emptyAnswer', ''],
      [31, 'duplicateId', 'id'],
      [40, 'missingField', 'text'],
      [43, 'docxTooLong', ''],
      [49, 'formulaCell', ''],
    ]);
    expect(r.errors[3]).toMatchObject({ params: { field: '颜色' } });
  });

  it('reads the blank template as no question, and a duplicate of the bank by line', () => {
    expect(where(importDocument(['题型：', '编号：'], { idPrefix: 'd' }, none).errors)).toEqual([
      [1, 'noQuestions', ''],
    ]);
    const taken = new Set(['docx-atoz']);
    expect(where(importDocument(BANK, { idPrefix: 'd' }, taken).errors)).toEqual([
      [36, 'duplicateId', 'id'],
    ]);
  });
});
