/**
 * The exam scheduler (issue 25 §2, docs/adr/0028-exam-time.md): at start it submits what fell
 * due while the server was down, then sleeps until the next deadline of an attempt in progress
 * (engine/exams/timing.ts nextWake), submits what is due, and re-arms; a start or an accommodation
 * re-arms it at once. Nothing is held in memory that storage does not hold, so a restart loses
 * nothing; on PostgreSQL each due attempt is claimed with FOR UPDATE SKIP LOCKED.
 */
import { nextWake } from '../../engine/exams/timing.ts';

/**
 * Longest single sleep: the scheduler looks again at least this often, so a clock that moved
 * (the host's, or a browser test's offset) is followed within it.
 */
export const MAX_SLEEP_MS = 60_000;

export type SchedulerDeps = {
  /** Submits every attempt due now; how many. */
  submitDue: () => Promise<number>;
  /** The deadlines of the attempts in progress. */
  open: () => Promise<{ status: string; deadline: number }[]>;
  /** The server's clock (epoch milliseconds). */
  now: () => number;
  onError: (err: unknown) => void;
  /** Longest sleep between two looks (default MAX_SLEEP_MS). */
  maxSleepMs?: number;
};

export class ExamScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** One pass at a time: a re-arm during a pass runs after it. */
  private chain: Promise<void> = Promise.resolve();
  private readonly deps: SchedulerDeps;
  constructor(deps: SchedulerDeps) {
    this.deps = deps;
  }

  /** Submits what is due now and arms the next wake. */
  tick(): Promise<void> {
    this.chain = this.chain.then(() => this.pass()).catch((err: unknown) => this.deps.onError(err));
    return this.chain;
  }

  private async pass() {
    if (this.stopped) return;
    await this.deps.submitDue();
    const wake = nextWake(await this.deps.open());
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (wake === null || this.stopped) return;
    const delay = Math.min(
      Math.max(0, wake - this.deps.now()),
      this.deps.maxSleepMs ?? MAX_SLEEP_MS,
    );
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
