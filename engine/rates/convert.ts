/**
 * Currency conversion over a rate table (issue 26 §2): rates are units per 1 CNY with 4 decimals,
 * CNY at 1. Exact decimal arithmetic (BigInt), rounded half up; a currency the table lacks is an
 * error naming it, never an invented rate.
 */
import type { RateTable } from '../../schemas/rates.ts';

export type { RateTable };

/** The currencies the toolbox's calculator offers (issue 26 §2). */
export const CALCULATOR_CURRENCIES = [
  'CNY',
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'MYR',
  'SGD',
  'THB',
  'VND',
  'IDR',
  'BRL',
  'RUB',
] as const;

/** Currencies without minor units in practice: amounts in them are rounded to whole units. */
const WHOLE_UNITS = new Set(['JPY', 'KRW', 'VND']);

/** Why a conversion or a table was refused: a message key with its params. */
export class RateError extends Error {
  readonly key: string;
  readonly params: Record<string, string> | undefined;
  constructor(key: string, params?: Record<string, string>) {
    super(key);
    this.name = 'RateError';
    this.key = key;
    this.params = params;
  }
}

/** An amount as typed: digits with at most one point and 4 decimals (no sign, no exponent). */
export const AMOUNT_PATTERN = /^[0-9]{1,12}(\.[0-9]{1,4})?$/;

const RATE_DECIMALS = 4;
const TEN = 10n;

/** A non-negative decimal string as an integer scaled by 10^scale (exact, no rounding). */
const scaled = (text: string, scale: number): bigint => {
  const [int = '0', frac = ''] = text.split('.');
  if (frac.length > scale) throw new RateError('rates.error.amount');
  return BigInt(int + frac.padEnd(scale, '0'));
};

/** n / d rounded half up (n, d ≥ 0, d > 0). */
const divRound = (n: bigint, d: bigint) => (n * 2n + d) / (d * 2n);

/** An integer scaled by 10^scale as a decimal string with exactly `scale` decimals. */
const format = (v: bigint, scale: number) => {
  if (scale === 0) return v.toString();
  const s = v.toString().padStart(scale + 1, '0');
  return `${s.slice(0, -scale)}.${s.slice(-scale)}`;
};

const rateOf = (table: RateTable, code: string): bigint => {
  // The base: 1 whatever a table says.
  if (code === 'CNY') return TEN ** BigInt(RATE_DECIMALS);
  const text = table.rates[code];
  const r = text === undefined ? 0n : scaled(text, RATE_DECIMALS);
  if (r <= 0n) throw new RateError('rates.error.missingCurrency', { currency: code });
  return r;
};

export type Conversion = {
  amount: string;
  from: string;
  to: string;
  /** The amount in `to`, rounded to its minor unit (2 decimals; JPY, KRW, VND whole). */
  result: string;
  /** What 1 unit of `from` is in `to`, 4 decimals. */
  rate: string;
};

/** Converts `amount` (as typed, AMOUNT_PATTERN) from one currency to another through CNY. */
export const convert = (table: RateTable, amount: string, from: string, to: string): Conversion => {
  if (!AMOUNT_PATTERN.test(amount)) throw new RateError('rates.error.amount');
  const rf = rateOf(table, from);
  const rt = rateOf(table, to);
  const a = scaled(amount, RATE_DECIMALS);
  const digits = WHOLE_UNITS.has(to) ? 0 : 2;
  // amount/10^4 ÷ (rf/10^4) × (rt/10^4), scaled by 10^digits.
  const result = divRound(a * rt * TEN ** BigInt(digits), rf * TEN ** BigInt(RATE_DECIMALS));
  const rate = divRound(rt * TEN ** BigInt(RATE_DECIMALS), rf);
  return { amount, from, to, result: format(result, digits), rate: format(rate, RATE_DECIMALS) };
};

/** The table's rate of each code, null where the table has none (the UI says it is missing). */
export const ratesFor = (table: RateTable, codes: readonly string[]) =>
  codes.map((code) => ({ code, rate: code === 'CNY' ? '1.0000' : (table.rates[code] ?? null) }));

/**
 * A table based on CNY from rates based on the euro (units per 1 EUR, as the ECB publishes them):
 * each currency's rate divided by the yuan's, 4 decimals, half up; EUR is 1 / the yuan's rate.
 * Rates that round to 0 are left out (a 4-decimal table cannot hold them).
 */
export const fromEuroRates = (
  date: string,
  source: string,
  perEuro: Readonly<Record<string, string>>,
): RateTable => {
  const cnyText = perEuro.CNY;
  if (cnyText === undefined) throw new RateError('rates.error.noCny');
  const rates: Record<string, string> = { CNY: format(TEN ** 4n, 4) };
  const decimals = (t: string) => t.split('.')[1]?.length ?? 0;
  const cnyDec = decimals(cnyText);
  const cny = BigInt(cnyText.replace('.', ''));
  if (cny <= 0n) throw new RateError('rates.error.noCny');
  const all: [string, string][] = [['EUR', '1'], ...Object.entries(perEuro)];
  for (const [code, text] of all) {
    if (code === 'CNY') continue;
    const x = BigInt(text.replace('.', ''));
    // (x / 10^xd) / (cny / 10^cd) × 10^4
    const v = divRound(x * TEN ** BigInt(cnyDec + 4), cny * TEN ** BigInt(decimals(text)));
    if (v > 0n) rates[code] = format(v, 4);
  }
  return { date, source, rates };
};
