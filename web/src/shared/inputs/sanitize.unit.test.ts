/**
 * Unit tests: sanitizeDecimal; commitDecimal; liveDecimal; formatDecimal; sanitizeInteger;
 * commitInteger; liveInteger; stripText; properties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commitDecimal,
  commitInteger,
  formatDecimal,
  liveDecimal,
  liveInteger,
  sanitizeDecimal,
  sanitizeInteger,
  stripText,
} from './sanitize.ts';

const stepError = (step: number) => ({
  value: null,
  error: { key: 'inputs.stepMultiple', params: { step } },
});

describe('sanitizeDecimal', () => {
  it('keeps digits, one dot and two decimals from a paste', () => {
    expect(sanitizeDecimal('¥1,234.567', {})).toBe('1234.56');
    expect(sanitizeDecimal('$ 12.5 USD', {})).toBe('12.5');
  });
  it('keeps only the first dot', () => {
    expect(sanitizeDecimal('1.2.3', {})).toBe('1.23');
    expect(sanitizeDecimal('1..', {})).toBe('1.');
  });
  it('keeps one leading minus', () => {
    expect(sanitizeDecimal('--5', {})).toBe('-5');
    expect(sanitizeDecimal('-1.5', { min: -10 })).toBe('-1.5');
    expect(sanitizeDecimal('5-3', {})).toBe('53');
  });
  it('refuses the minus when min is 0 or more', () => {
    expect(sanitizeDecimal('-5', { min: 0 })).toBe('5');
    expect(sanitizeDecimal('-', { min: 1 })).toBe('');
    expect(sanitizeDecimal('-5', { min: -1, allowNegative: false })).toBe('5');
    expect(sanitizeDecimal('-5', { min: 0, allowNegative: true })).toBe('-5');
  });
  it('keeps the partial states a user is typing', () => {
    expect(sanitizeDecimal('', {})).toBe('');
    expect(sanitizeDecimal('-', {})).toBe('-');
    expect(sanitizeDecimal('12.', {})).toBe('12.');
    expect(sanitizeDecimal('-0.', {})).toBe('-0.');
    expect(sanitizeDecimal('0.0', {})).toBe('0.0');
  });
  it('gives a bare dot a leading zero and drops redundant leading zeros', () => {
    expect(sanitizeDecimal('.', {})).toBe('0.');
    expect(sanitizeDecimal('.5', {})).toBe('0.5');
    expect(sanitizeDecimal('007.5', {})).toBe('7.5');
    expect(sanitizeDecimal('00', {})).toBe('0');
  });
  it('honours the decimals option', () => {
    expect(sanitizeDecimal('1.23456', { decimals: 3 })).toBe('1.234');
    expect(sanitizeDecimal('12.5', { decimals: 0 })).toBe('12');
    expect(sanitizeDecimal('12.', { decimals: 0 })).toBe('12');
  });
  it('converts full-width digits, dot and minus', () => {
    expect(sanitizeDecimal('－１２．５', {})).toBe('-12.5');
  });
  it('caps a non-negative value at max while typing, but not at min', () => {
    expect(sanitizeDecimal('150', { max: 100 })).toBe('100');
    expect(sanitizeDecimal('99.999', { max: 99.99 })).toBe('99.99');
    expect(sanitizeDecimal('100.5', { max: 100 })).toBe('100');
    expect(sanitizeDecimal('100', { max: 100 })).toBe('100');
    expect(sanitizeDecimal('1', { min: 10, max: 100 })).toBe('1');
    expect(sanitizeDecimal('-20', { max: -5 })).toBe('-20');
  });
});

describe('commitDecimal', () => {
  it('parses and rounds to two decimals, half away from zero', () => {
    expect(commitDecimal('12.345')).toEqual({ value: 12.35 });
    expect(commitDecimal('1.005')).toEqual({ value: 1.01 });
    expect(commitDecimal('-1.005')).toEqual({ value: -1.01 });
    expect(commitDecimal('12.')).toEqual({ value: 12 });
    expect(commitDecimal('1.23456', { decimals: 4 })).toEqual({ value: 1.2346 });
    expect(commitDecimal('2.5', { decimals: 0 })).toEqual({ value: 3 });
  });
  it('commits text without a digit to null without an error', () => {
    expect(commitDecimal('')).toEqual({ value: null });
    expect(commitDecimal('-')).toEqual({ value: null });
    expect(commitDecimal('.')).toEqual({ value: null });
    expect(commitDecimal('   ')).toEqual({ value: null });
  });
  it('clamps to min and max', () => {
    expect(commitDecimal('150', { max: 100 })).toEqual({ value: 100 });
    expect(commitDecimal('1', { min: 10 })).toEqual({ value: 10 });
    expect(commitDecimal('-5', { min: 0 })).toEqual({ value: 0 });
    expect(commitDecimal('0.004', { min: 0.01 })).toEqual({ value: 0.01 });
    expect(commitDecimal('5', { min: 1, max: 10 })).toEqual({ value: 5 });
  });
  it('never gives negative zero', () => {
    expect(Object.is(commitDecimal('-0').value, 0)).toBe(true);
    expect(Object.is(commitDecimal('-0.001').value, 0)).toBe(true);
  });
  it('rejects a value that is not a whole multiple of step', () => {
    expect(commitDecimal('1.25', { step: 0.5 })).toEqual(stepError(0.5));
    expect(commitDecimal('7', { step: 5 })).toEqual(stepError(5));
    expect(commitDecimal('-0.3', { step: 0.2 })).toEqual(stepError(0.2));
  });
  it('accepts whole multiples without float error', () => {
    expect(commitDecimal('0.3', { step: 0.1 })).toEqual({ value: 0.3 });
    expect(commitDecimal('1.5', { step: 0.5 })).toEqual({ value: 1.5 });
    expect(commitDecimal('0.07', { step: 0.01 })).toEqual({ value: 0.07 });
    expect(commitDecimal('-0.6', { step: 0.2 })).toEqual({ value: -0.6 });
    expect(commitDecimal('0', { step: 0.5 })).toEqual({ value: 0 });
    expect(commitDecimal('1.2', { step: 0.001 })).toEqual({ value: 1.2 });
  });
  it('checks the step after rounding and clamping', () => {
    expect(commitDecimal('1.499', { step: 0.5 })).toEqual({ value: 1.5 });
    expect(commitDecimal('12', { max: 10, step: 4 })).toEqual(stepError(4));
    expect(commitDecimal('12', { max: 10, step: 5 })).toEqual({ value: 10 });
  });
  it('ignores a step that is not positive', () => {
    expect(commitDecimal('1.25', { step: 0 })).toEqual({ value: 1.25 });
    expect(commitDecimal('1.25', { step: -1 })).toEqual({ value: 1.25 });
  });
  it('tolerates unsanitised text', () => {
    expect(commitDecimal('¥1,234.567')).toEqual({ value: 1234.57 });
  });
});

describe('liveDecimal', () => {
  it('reports null for empty text and nothing for partial text', () => {
    expect(liveDecimal('')).toBeNull();
    expect(liveDecimal('-')).toBeUndefined();
    expect(liveDecimal('12.')).toBeUndefined();
  });
  it('reports a complete number that committing would keep', () => {
    expect(liveDecimal('12.5')).toBe(12.5);
    expect(liveDecimal('1.50', { step: 0.5 })).toBe(1.5);
  });
  it('reports nothing out of bounds or off step', () => {
    expect(liveDecimal('1', { min: 10 })).toBeUndefined();
    expect(liveDecimal('1.2', { step: 0.5 })).toBeUndefined();
  });
});

describe('formatDecimal', () => {
  it('prints without trailing zeros or exponent, rounded to decimals', () => {
    expect(formatDecimal(12.5)).toBe('12.5');
    expect(formatDecimal(10)).toBe('10');
    expect(formatDecimal(1e-7)).toBe('0');
    expect(formatDecimal(-0.001)).toBe('0');
    expect(formatDecimal(1.23456, 3)).toBe('1.235');
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal(undefined)).toBe('');
    expect(formatDecimal(Number.NaN)).toBe('');
  });
});

describe('sanitizeInteger', () => {
  it('strips non-digits', () => {
    expect(sanitizeInteger('0012a3', {})).toBe('123');
    expect(sanitizeInteger('-5', {})).toBe('5');
    expect(sanitizeInteger('1.5', {})).toBe('15');
    expect(sanitizeInteger('１２', {})).toBe('12');
    expect(sanitizeInteger('abc', {})).toBe('');
  });
  it('strips leading zeros but keeps a single zero', () => {
    expect(sanitizeInteger('007', {})).toBe('7');
    expect(sanitizeInteger('0', {})).toBe('0');
    expect(sanitizeInteger('000', {})).toBe('0');
  });
  it('caps at max while typing and leaves min to the commit', () => {
    expect(sanitizeInteger('150', { max: 100 })).toBe('100');
    expect(sanitizeInteger('100', { max: 100 })).toBe('100');
    expect(sanitizeInteger('1', { min: 10, max: 100 })).toBe('1');
    expect(sanitizeInteger('', { max: 100 })).toBe('');
  });
});

describe('commitInteger', () => {
  it('clamps to min and max', () => {
    expect(commitInteger('1', { min: 10 })).toBe(10);
    expect(commitInteger('500', { max: 99 })).toBe(99);
    expect(commitInteger('50', { min: 10, max: 99 })).toBe(50);
    expect(commitInteger('0', { min: 1 })).toBe(1);
  });
  it('commits text without a digit to null', () => {
    expect(commitInteger('', { min: 1 })).toBeNull();
    expect(commitInteger('abc', {})).toBeNull();
  });
});

describe('liveInteger', () => {
  it('reports null, a number within bounds, or nothing', () => {
    expect(liveInteger('')).toBeNull();
    expect(liveInteger('12', { min: 10 })).toBe(12);
    expect(liveInteger('1', { min: 10 })).toBeUndefined();
  });
});

describe('stripText', () => {
  it('strips Chinese, whitespace and punctuation', () => {
    expect(stripText('订单 No.112-3941！')).toBe('No1123941');
  });
  it('strips ASCII punctuation and symbols including - and _', () => {
    expect(stripText('a-b_c d.e,f!g?h@i#$%^&*()+=[]{};:\'"<>/\\|`~j')).toBe('abcdefghij');
  });
  it('strips CJK punctuation, full-width forms and extension A ideographs', () => {
    expect(stripText('「你好」，世界。、《》【】')).toBe('');
    expect(stripText('ＡＢＣ１２３')).toBe('');
    expect(stripText('\u3400\u4DB5abc')).toBe('abc');
  });
  it('strips all kinds of whitespace and invisible characters', () => {
    expect(stripText('a\tb\nc\u00A0d\u3000e\u200Bf\uFEFFg')).toBe('abcdefg');
  });
  it('keeps Latin and other-script letters and digits', () => {
    expect(stripText('Привет 123 Café')).toBe('Привет123Café');
    expect(stripText('SKU2024abc')).toBe('SKU2024abc');
  });
});

describe('properties', () => {
  it('sanitizeDecimal always gives an optionally signed decimal with at most 2 places', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.-,¥ a１．－') }),
        fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 100000 }), { nil: undefined }),
        (raw, min, max) => {
          const out = sanitizeDecimal(raw, { min, max });
          expect(out).toMatch(/^-?\d*(\.\d{0,2})?$/);
          if (min !== undefined && min >= 0) expect(out).not.toContain('-');
          if (max !== undefined && /\d/.test(out)) expect(Number(out)).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
  it('sanitizeDecimal is idempotent on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const once = sanitizeDecimal(raw, {});
        expect(once).toMatch(/^-?\d*(\.\d{0,2})?$/);
        expect(sanitizeDecimal(once, {})).toBe(once);
      }),
    );
  });
  it('sanitizeInteger gives digits with no leading zero unless "0"', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.option(fc.integer({ min: 0, max: 100000 }), { nil: undefined }),
        (raw, max) => {
          const out = sanitizeInteger(raw, { max });
          expect(out).toMatch(/^(0|[1-9]\d*)?$/);
          if (max !== undefined && out !== '') expect(Number(out)).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
  it('commitDecimal keeps the value within bounds and on step', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: -1000, max: 0 }),
        fc.integer({ min: 0, max: 1000 }),
        (n, min, max) => {
          const { value } = commitDecimal(n.toFixed(6), { min, max, step: 0.5 });
          if (value === null) return;
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(max);
          expect(Math.abs((value * 100) % 50)).toBe(0);
        },
      ),
    );
  });
  it('stripText is idempotent and leaves no whitespace, punctuation or Han', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const once = stripText(raw);
        expect(stripText(once)).toBe(once);
        expect(once).not.toMatch(/[\s\p{P}\p{Script=Han}]/u);
      }),
    );
  });
});
