/** Exchange-rate calls (issue 26 §2): PracticeTraining/CurrencyRate and the admin's rate tables. */
import { Type, type Static } from 'typebox';
import { CurrencyCode, RateValue } from '../rates.ts';
import { UserCaseID } from './operate.ts';

const closed = { additionalProperties: false } as const;

/** The attempt's table; with amount, from and to, also that conversion. */
export const CurrencyRateBody = Type.Object(
  {
    userCaseID: UserCaseID,
    // The pattern is checked by the engine (rates.error.amount), so a bad amount gets its own key.
    amount: Type.Optional(Type.String({ maxLength: 20 })),
    from: Type.Optional(CurrencyCode),
    to: Type.Optional(CurrencyCode),
  },
  closed,
);

export const CurrencyRow = Type.Object({
  code: Type.String(),
  /** Units per 1 CNY; null: the table has no rate for it (the UI says so). */
  rate: Type.Union([RateValue, Type.Null()]),
});

export const Conversion = Type.Object({
  amount: Type.String(),
  from: Type.String(),
  to: Type.String(),
  result: Type.String(),
  rate: Type.String(),
});

export const CurrencyRateData = Type.Object({
  date: Type.String(),
  source: Type.String(),
  /** Where the table comes from: the case's own, an admin's import, or the shipped snapshot. */
  origin: Type.Union([Type.Literal('case'), Type.Literal('imported'), Type.Literal('default')]),
  currencies: Type.Array(CurrencyRow),
  conversion: Type.Union([Conversion, Type.Null()]),
});
export type CurrencyRateData = Static<typeof CurrencyRateData>;

/** The table in use outside cases that fix their own (admin view and import reply). */
export const AdminRatesData = Type.Object({
  date: Type.String(),
  source: Type.String(),
  origin: Type.Union([Type.Literal('imported'), Type.Literal('default')]),
  importedAt: Type.Union([Type.String(), Type.Null()]),
  rates: Type.Array(Type.Object({ code: Type.String(), rate: RateValue })),
});
export type AdminRatesData = Static<typeof AdminRatesData>;
