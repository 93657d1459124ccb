/** A malformed CSV is refused with the row and the field where its quoting breaks. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT_LIMITS, ImportRefusal } from './limits.ts';
import { readTable } from './read-table.ts';

const refusal = (csv: string) => {
  try {
    readTable('csv', Buffer.from(csv), {}, DEFAULT_IMPORT_LIMITS);
  } catch (e) {
    if (e instanceof ImportRefusal) return { key: e.key, params: e.params };
    throw e;
  }
  throw new Error('not refused');
};

describe('malformed CSV', () => {
  it('names the row and field of a quote never closed', () => {
    expect(
      refusal('username,displayName,class\nli.wei,Li Wei,2026-1\nwang.fang,"Wang Fang,2026-1\n'),
    ).toEqual({
      key: 'import.error.csvQuote',
      params: { row: 3, column: 2 },
    });
  });
  it('names the row and field of text after a closing quote', () => {
    expect(refusal('username,displayName\nli.wei,Li Wei\nzhao,"Zhao"x\n')).toEqual({
      key: 'import.error.csvQuote',
      params: { row: 3, column: 2 },
    });
    expect(refusal('username,displayName\n"zhao"x,Zhao\n')).toEqual({
      key: 'import.error.csvQuote',
      params: { row: 2, column: 1 },
    });
  });
});
