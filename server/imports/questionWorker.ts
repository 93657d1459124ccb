/**
 * The question import worker: reads one teacher's question file (questionFile.ts) and posts back
 * the questions and errors, or the refusal. Started per read by questionPool.ts with a heap limit;
 * terminated by it when the time is up.
 */
import { parentPort } from 'node:worker_threads';
import type { ImportDefaults, ImportResult } from '../../engine/questions/import/index.ts';
import { ImportRefusal, type ImportLimits } from './limits.ts';
import { readQuestionFile } from './questionFile.ts';

export type QuestionJob = {
  fileName: string;
  bytes: Uint8Array;
  defaults: ImportDefaults;
  taken: string[];
  limits: ImportLimits;
};
export type QuestionOutcome =
  | { ok: true; result: ImportResult }
  | { ok: false; key: string; params?: Record<string, string | number> }
  | { ok: false; crash: string };

parentPort?.once('message', (job: QuestionJob) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  readQuestionFile(job.fileName, bytes, job.defaults, new Set(job.taken), job.limits).then(
    (result) => parentPort?.postMessage({ ok: true, result } satisfies QuestionOutcome),
    (e: unknown) =>
      parentPort?.postMessage(
        (e instanceof ImportRefusal
          ? { ok: false, key: e.key, ...(e.params ? { params: e.params } : {}) }
          : {
              ok: false,
              crash: e instanceof Error ? (e.stack ?? e.message) : String(e),
            }) satisfies QuestionOutcome,
      ),
  );
});
