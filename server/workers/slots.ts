/**
 * Bounded concurrency for worker pools (import reads): at most `concurrency` jobs at once and
 * `maxQueued` waiting; past that a job is refused with 429, the pool's busy key and Retry-After
 * (how long a job usually takes: the queue moves on by then).
 */
import { TooManyAttemptsError } from '../errors.ts';

/** Retry-After of a refusal: a typical read of a file in a worker takes a few seconds. */
const RETRY_AFTER_MS = 5_000;

export class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly maxQueued: number;
  private readonly busyKey: string;

  constructor(concurrency: number, maxQueued: number, busyKey: string) {
    this.concurrency = concurrency;
    this.maxQueued = maxQueued;
    this.busyKey = busyKey;
  }

  acquire(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxQueued)
      return Promise.reject(new TooManyAttemptsError(RETRY_AFTER_MS, this.busyKey));
    // The slot passes from release() to the next waiting job: `active` stays as it is.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  /** Lets every waiting job go on (to be refused by its closed pool). */
  releaseWaiting(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
