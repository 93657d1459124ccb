/** Conversion over CNY-based 4-decimal tables and the euro-to-yuan rebasing of ECB rates. */
import { describe, expect, it } from 'vitest';
import { CALCULATOR_CURRENCIES, convert, fromEuroRates, RateError, ratesFor } from './convert.ts';
import { DEFAULT_RATES } from './defaultRates.ts';

const refused = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof RateError) return { key: e.key, params: e.params };
    throw e;
  }
  throw new Error('not refused');
};

describe('fromEuroRates', () => {
  it('divides each rate by the yuan rate, 4 decimals half up, with EUR and CNY added', () => {
    // Figures worked out by hand (Python's decimal module, ROUND_HALF_UP).
    expect(DEFAULT_RATES.date).toBe('2024-06-28');
    expect(DEFAULT_RATES.rates).toMatchObject({
      CNY: '1.0000',
      EUR: '0.1286',
      USD: '0.1377',
      JPY: '22.1150',
      GBP: '0.1089',
      IDR: '2249.2167',
    });
  });

  it('rounds half up exactly at the fifth decimal', () => {
    // 1.00005 / 1 = 1.00005 → 1.0001; 2.00004 → 2.0000.
    const t = fromEuroRates('2024-01-01', 'test', { CNY: '1', AAA: '1.00005', BBB: '2.00004' });
    expect(t.rates).toEqual({ CNY: '1.0000', EUR: '1.0000', AAA: '1.0001', BBB: '2.0000' });
  });

  it('refuses rates without the yuan', () => {
    expect(refused(() => fromEuroRates('2024-01-01', 'x', { USD: '1.1' })).key).toBe(
      'rates.error.noCny',
    );
  });

  it('leaves out a rate that rounds to 0', () => {
    const t = fromEuroRates('2024-01-01', 'x', { CNY: '8', KWD: '0.0003' });
    expect(t.rates.KWD).toBeUndefined();
  });
});

describe('convert', () => {
  it('converts through CNY, rounding to the target minor unit', () => {
    expect(convert(DEFAULT_RATES, '100', 'USD', 'CNY')).toEqual({
      amount: '100',
      from: 'USD',
      to: 'CNY',
      result: '726.22',
      rate: '7.2622',
    });
    expect(convert(DEFAULT_RATES, '12.5', 'USD', 'JPY')).toMatchObject({
      result: '2008',
      rate: '160.6028',
    });
    expect(convert(DEFAULT_RATES, '99.99', 'EUR', 'USD').result).toBe('107.07');
    expect(convert(DEFAULT_RATES, '0', 'GBP', 'EUR').result).toBe('0.00');
    expect(convert(DEFAULT_RATES, '5.5', 'CNY', 'CNY').result).toBe('5.50');
  });

  it('accepts decimal amounts only: no sign, exponent, comma or more than 4 decimals', () => {
    for (const bad of ['-1', '+1', '1e3', '1,5', '1.23456', '', '.5', '1.', 'abc', '1 000'])
      expect(refused(() => convert(DEFAULT_RATES, bad, 'USD', 'CNY')).key).toBe(
        'rates.error.amount',
      );
  });

  it('names a currency the table lacks instead of inventing a rate', () => {
    expect(refused(() => convert(DEFAULT_RATES, '1', 'RUB', 'CNY'))).toEqual({
      key: 'rates.error.missingCurrency',
      params: { currency: 'RUB' },
    });
    expect(refused(() => convert(DEFAULT_RATES, '1', 'CNY', 'VND')).params).toEqual({
      currency: 'VND',
    });
  });

  it('lists the calculator currencies with null where the table has none', () => {
    const list = ratesFor(DEFAULT_RATES, CALCULATOR_CURRENCIES);
    expect(list.filter((r) => r.rate === null).map((r) => r.code)).toEqual(['VND', 'RUB']);
    expect(list).toHaveLength(12);
  });
});
