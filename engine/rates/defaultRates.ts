/**
 * The shipped rate table (issue 26 §2): the ECB's euro foreign exchange reference rates of
 * 2024-06-28 (eurofxref-daily.xml of that day), converted to CNY = 1 by fromEuroRates. The figures
 * were read from a copy of that file quoted in github.com/dialogplay/tool-directory
 * (integrations/ecb_exchange_rate/README.md); the ECB's own page could not be read when this was
 * written. The ECB publishes no RUB (suspended since 2022-03-02) and no VND rate: the table has none.
 */
import { fromEuroRates } from './convert.ts';

/** Units per 1 EUR, as the ECB published them on 2024-06-28. */
export const ECB_2024_06_28: Readonly<Record<string, string>> = {
  USD: '1.0705',
  JPY: '171.94',
  BGN: '1.9558',
  CZK: '25.025',
  DKK: '7.4575',
  GBP: '0.84638',
  HUF: '395.10',
  PLN: '4.3090',
  RON: '4.9773',
  SEK: '11.3595',
  CHF: '0.9634',
  ISK: '148.90',
  NOK: '11.3965',
  TRY: '35.1868',
  AUD: '1.6079',
  BRL: '5.8915',
  CAD: '1.4670',
  CNY: '7.7748',
  HKD: '8.3594',
  IDR: '17487.21',
  ILS: '4.0200',
  INR: '89.2495',
  KRW: '1474.86',
  MXN: '19.5654',
  MYR: '5.0501',
  NZD: '1.7601',
  PHP: '62.560',
  SGD: '1.4513',
  THB: '39.319',
  ZAR: '19.4970',
};

export const DEFAULT_RATES = fromEuroRates(
  '2024-06-28',
  'ECB euro foreign exchange reference rates, 2024-06-28',
  ECB_2024_06_28,
);
