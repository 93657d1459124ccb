/**
 * Runs the storage contract on SQLite (temp files) and PostgreSQL (a throwaway cluster).
 * Without PostgreSQL binaries the PostgreSQL half fails on CI and is skipped, with its reason,
 * elsewhere.
 */
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { storageContract } from './contract.ts';
import { postgresAdapter, sqliteAdapter } from './harness.ts';

const adapters = [sqliteAdapter(), postgresAdapter()];

describe.each(adapters)('storage contract on $name', (adapter) => {
  if (adapter.unavailable) {
    if (process.env.CI) {
      it(`${adapter.name} is available (required on CI)`, () => {
        throw new Error(`${adapter.name} unavailable: ${adapter.unavailable}`);
      });
    } else {
      process.stderr.write(`[storage contract] ${adapter.name} skipped: ${adapter.unavailable}\n`);
      it.skip(`skipped: ${adapter.unavailable}`, () => undefined);
    }
    return;
  }
  beforeAll(() => adapter.setup());
  afterEach(() => adapter.closeAll());
  afterAll(() => adapter.teardown());
  storageContract(adapter.factory);
});
