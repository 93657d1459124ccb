/**
 * Bounded concurrency for worker pools (import reads, report PDFs): at most `concurrency` jobs at
 * once and `maxQueued` waiting; past that a job is refused with 429 and the pool's busy key.
 */
import { ApiError } from '../errors.ts';

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
      return Promise.reject(new ApiError(429, this.busyKey));
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
