/**
 * A class's reports as one zip (issue 22 §2), built off the request path: a job lays out one PDF
 * per student in turn (in the report workers, pdf/pool.ts, under the teacher's turn), then adds
 * the class workbook, and zips them (stored, not deflated: PDFs and workbooks are compressed
 * already, so the zip costs a CRC over the bytes). The teacher polls its progress and fetches the
 * file when ready. Jobs live in this process's memory for `ttlMs` after they end; one running
 * job per teacher, `maxRunning` in all (then 429 report.error.busy).
 */
import { randomUUID } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import { ApiError, conflict } from '../errors.ts';

export type ZipEntry = { name: string; bytes: Uint8Array };
export type JobState = 'running' | 'ready' | 'failed';
export type ClassReportsJob = {
  id: string;
  ownerId: string;
  fileName: string;
  state: JobState;
  done: number;
  total: number;
  error: string | null;
  zip: Uint8Array | null;
};

/** A file name safe on every system, still readable (Chinese kept): no path or control chars. */
export const safeFileName = (name: string, max = 80) =>
  [...name.replace(/[\p{Cc}\\/:*?"<>|]+/gu, '_').replace(/\s+/g, ' ')]
    .slice(0, max)
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '') || '_';

export const zipOf = (entries: readonly ZipEntry[]): Uint8Array => {
  const files: Zippable = {};
  for (const e of entries) files[e.name] = [e.bytes, { level: 0 }];
  return zipSync(files);
};

export class ClassReportJobs {
  private readonly jobs = new Map<string, ClassReportsJob>();
  private readonly timers = new Set<NodeJS.Timeout>();

  private readonly limits: { ttlMs: number; maxRunning: number };

  constructor(limits = { ttlMs: 15 * 60_000, maxRunning: 2 }) {
    this.limits = limits;
  }

  /**
   * Starts a job of `total` steps: `build(step)` yields the zip's entries, calling `step()` after
   * each student's PDF. Refused while the owner has one running (409) or too many run (429).
   */
  start(
    ownerId: string,
    fileName: string,
    total: number,
    build: (step: () => void) => Promise<ZipEntry[]>,
    onError: (err: unknown) => void,
  ): ClassReportsJob {
    const running = [...this.jobs.values()].filter((j) => j.state === 'running');
    if (running.some((j) => j.ownerId === ownerId)) throw conflict('classReports.error.running');
    if (running.length >= this.limits.maxRunning) throw new ApiError(429, 'report.error.busy');
    const job: ClassReportsJob = {
      id: randomUUID(),
      ownerId,
      fileName,
      state: 'running',
      done: 0,
      total,
      error: null,
      zip: null,
    };
    this.jobs.set(job.id, job);
    void build(() => {
      job.done = Math.min(job.total, job.done + 1);
    })
      .then((entries) => {
        job.zip = zipOf(entries);
        job.state = 'ready';
      })
      .catch((err: unknown) => {
        job.state = 'failed';
        job.error = err instanceof ApiError ? err.messageKey : 'report.error.failed';
        onError(err);
      })
      .finally(() => this.expire(job.id));
    return job;
  }

  /** The owner's job, or null (another's job is as unknown as a missing one). */
  get(id: string, ownerId: string): ClassReportsJob | null {
    const job = this.jobs.get(id);
    return job && job.ownerId === ownerId ? job : null;
  }

  close() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.jobs.clear();
  }

  private expire(id: string) {
    const timer = setTimeout(() => {
      this.jobs.delete(id);
      this.timers.delete(timer);
    }, this.limits.ttlMs);
    timer.unref();
    this.timers.add(timer);
  }
}
