/** Unit tests: value summary. */
import { describe, expect, it } from 'vitest';
import { summarize } from './summary.ts';

describe('value summary', () => {
  it('lists top-level fields with short values', () => {
    expect(
      summarize({ text: 'Hello\n  there', n: 3, ok: true, list: [1, 2], obj: { a: 1, b: 2 } }),
    ).toBe('text: "Hello there" · n: 3 · ok: true · list: [2] · obj: {a, b}');
  });

  it('clips long strings and long summaries', () => {
    const s = summarize({ text: 'x'.repeat(100) });
    expect(s).toBe(`text: "${'x'.repeat(47)}…"`);
    expect(summarize({ a: 'y'.repeat(40), b: 'y'.repeat(40), c: 'y'.repeat(40) }, 50)).toHaveLength(
      50,
    );
  });

  it('handles primitives, arrays and nothing', () => {
    expect(summarize(null)).toBe('');
    expect(summarize(undefined)).toBe('');
    expect(summarize('hi')).toBe('"hi"');
    expect(summarize([1, 'a'])).toBe('1, "a"');
  });
});
