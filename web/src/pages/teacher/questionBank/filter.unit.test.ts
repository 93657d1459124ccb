/** Unit tests: the question bank page's search by words and by tags; the tag values offered. */
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../../../schemas/questions.ts';
import { matchesFilter, NO_FILTER, tagValues, type BankRow } from './filter.ts';

const row = (id: string, tags: Question['tags'], text: string, dubious = false): BankRow => ({
  question: {
    id,
    version: 1,
    type: 'trueFalse',
    answer: true,
    text: { zh: `${text}（中文）`, en: text },
    tags,
    source: { title: 'Rule page', url: 'https://example.org/rule' },
  },
  statistics: {
    attempts: 0,
    answered: 0,
    facility: null,
    discriminationIndex: null,
    discriminativeEfficiency: dubious ? 3 : null,
    dubious,
    needsChecking: null,
    papers: [],
    options: [],
  },
});
const rows = [
  row('amazon-a-to-z', { platform: 'amazon', topic: 'claims', difficulty: 2 }, 'A-to-z Guarantee'),
  row(
    'shopee-return',
    { platform: 'shopee', topic: 'returns', difficulty: 1 },
    'Return window',
    true,
  ),
  row('hs-code', { topic: 'customs', difficulty: 3 }, 'ＨＳ code digits'),
];
const ids = (f: Partial<typeof NO_FILTER>) =>
  rows.filter((r) => matchesFilter(r, { ...NO_FILTER, ...f })).map((r) => r.question.id);

describe('matchesFilter', () => {
  it('keeps everything without a filter', () => {
    expect(ids({})).toHaveLength(3);
  });
  it('finds words in either language and in the id, full-width folded, all words needed', () => {
    expect(ids({ words: 'hs CODE' })).toEqual(['hs-code']);
    expect(ids({ words: '中文 return' })).toEqual(['shopee-return']);
    expect(ids({ words: 'a-to-z' })).toEqual(['amazon-a-to-z']);
    expect(ids({ words: 'return guarantee' })).toEqual([]);
  });
  it('filters by each tag and by the dubious flag', () => {
    expect(ids({ platform: 'amazon' })).toEqual(['amazon-a-to-z']);
    expect(ids({ topic: 'customs' })).toEqual(['hs-code']);
    expect(ids({ difficulty: 1 })).toEqual(['shopee-return']);
    expect(ids({ type: 'single' })).toEqual([]);
    expect(ids({ dubiousOnly: true })).toEqual(['shopee-return']);
  });
});

describe('tagValues', () => {
  it('lists the distinct values present, sorted', () => {
    expect(tagValues(rows, 'platform')).toEqual(['amazon', 'shopee']);
    expect(tagValues(rows, 'topic')).toEqual(['claims', 'customs', 'returns']);
    expect(tagValues(rows, 'module')).toEqual([]);
  });
});
