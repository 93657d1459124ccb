/** What storage keeps of exchange rates: the rate tables admins imported (issue 26 §2). */
import type { RateTable } from '../../schemas/rates.ts';

export type StoredRates = RateTable & { id: string; importedBy: string; importedAt: string };

export type RatesStorage = {
  saveRates(rates: StoredRates): Promise<void>;
  /** The table imported last, or null when none was. */
  latestRates(): Promise<StoredRates | null>;
};
