/**
 * The import worker: reads one file (read-table.ts) and posts back the table or the refusal.
 * Started per read by pool.ts with a heap limit; terminated by it when the time is up.
 */
import { parentPort } from 'node:worker_threads';
import { ImportRefusal, type ImportLimits } from './limits.ts';
import { readTable, type FileKind, type Table } from './read-table.ts';

export type Job = {
  kind: FileKind;
  bytes: Uint8Array;
  aliases: Record<string, string>;
  limits: ImportLimits;
};
export type Outcome =
  | { ok: true; table: Table }
  | { ok: false; key: string; params?: Record<string, string | number> }
  | { ok: false; crash: string };

parentPort?.once('message', (job: Job) => {
  let outcome: Outcome;
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    outcome = { ok: true, table: readTable(job.kind, bytes, job.aliases, job.limits) };
  } catch (e) {
    outcome =
      e instanceof ImportRefusal
        ? { ok: false, key: e.key, ...(e.params ? { params: e.params } : {}) }
        : { ok: false, crash: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort?.postMessage(outcome);
});
