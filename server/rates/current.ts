/** The rate table in use: the case's own if it fixes one, else the last import, else the snapshot. */
import { DEFAULT_RATES } from '../../engine/rates/defaultRates.ts';
import type { RateTable } from '../../schemas/rates.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { Storage } from '../storage/types.ts';

export type RatesInUse = {
  table: RateTable;
  origin: 'case' | 'imported' | 'default';
  importedAt: string | null;
};

export const globalRates = async (storage: Storage): Promise<RatesInUse> => {
  const stored = await storage.latestRates();
  if (!stored) return { table: DEFAULT_RATES, origin: 'default', importedAt: null };
  const { date, source, rates, importedAt } = stored;
  return { table: { date, source, rates }, origin: 'imported', importedAt };
};

export const ratesOfCase = async (storage: Storage, scenario: Scenario): Promise<RatesInUse> =>
  scenario.exchangeRates
    ? { table: scenario.exchangeRates, origin: 'case', importedAt: null }
    : globalRates(storage);
