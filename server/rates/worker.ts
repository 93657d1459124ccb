/**
 * The rates import worker: reads one ECB daily file (ecb.ts) and posts back the table or the
 * refusal. Started per read by reader.ts with the import limits' heap; terminated when time is up.
 */
import { parentPort } from 'node:worker_threads';
import type { RateTable } from '../../schemas/rates.ts';
import { ImportRefusal } from '../imports/limits.ts';
import { readEcbDaily } from './ecb.ts';

export type RatesJob = { bytes: Uint8Array };
export type RatesOutcome =
  | { ok: true; table: RateTable }
  | { ok: false; key: string; params?: Record<string, string | number> }
  | { ok: false; crash: string };

parentPort?.once('message', (job: RatesJob) => {
  let outcome: RatesOutcome;
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    outcome = { ok: true, table: readEcbDaily(bytes) };
  } catch (e) {
    outcome =
      e instanceof ImportRefusal
        ? { ok: false, key: e.key, ...(e.params ? { params: e.params } : {}) }
        : { ok: false, crash: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort?.postMessage(outcome);
});
