/** Exchange-rate tables (issue 26 §2): units of each currency one yuan buys, CNY at 1, 4 decimals. */
import { Type, type Static } from 'typebox';

/** An ISO 4217 code. */
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' });

/** A rate: units of the currency per 1 CNY, exactly 4 decimals ("0.1406", "3597.4700"). */
export const RateValue = Type.String({
  pattern: '^[0-9]{1,9}\\.[0-9]{4}$',
  description: 'Units of the currency one yuan buys, 4 decimals',
});

export const RateTable = Type.Object(
  {
    date: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: 'Date the rates are of (YYYY-MM-DD)',
    }),
    source: Type.String({ minLength: 1, maxLength: 200, description: 'Where the rates come from' }),
    rates: Type.Record(Type.String({ pattern: '^[A-Z]{3}$' }), RateValue, {
      additionalProperties: false,
      description: 'Units per 1 CNY by currency code; CNY is the base (always 1.0000)',
    }),
  },
  { additionalProperties: false },
);
export type RateTable = Static<typeof RateTable>;
