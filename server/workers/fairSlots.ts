/**
 * Worker slots shared fairly between users (report PDFs): at most `concurrency` jobs at once and
 * one per user; a user's further jobs wait in that user's line (at most `perUserQueued`, and
 * `maxQueued` waiting in all). A free slot goes to the next user in turn (round robin) whose job
 * is not running, so one user asking for many never delays another by more than one job each.
 * Past the limits a job is refused: 429 with the busy key and Retry-After, estimated from how
 * long recent jobs took.
 */
import { TooManyAttemptsError } from '../errors.ts';

export type FairLimits = { concurrency: number; perUserQueued: number; maxQueued: number };

type Waiter = () => void;

export class FairSlots {
  private readonly limits: FairLimits;
  private readonly busyKey: string;
  private readonly running = new Set<string>();
  /** Users with waiting jobs, in turn order (a Map keeps insertion order). */
  private readonly lines = new Map<string, Waiter[]>();
  private waiting = 0;
  /** Moving average of a job's duration, for Retry-After. */
  private averageMs = 2_000;

  constructor(limits: FairLimits, busyKey: string) {
    this.limits = limits;
    this.busyKey = busyKey;
  }

  /** Waits for this user's turn; resolves with the function that frees the slot. */
  async acquire(user: string): Promise<() => void> {
    if (this.running.size < this.limits.concurrency && !this.running.has(user)) {
      return this.start(user);
    }
    const line = this.lines.get(user) ?? [];
    if (line.length >= this.limits.perUserQueued || this.waiting >= this.limits.maxQueued) {
      const rounds = 1 + Math.ceil((this.waiting + line.length) / this.limits.concurrency);
      throw new TooManyAttemptsError(rounds * this.averageMs, this.busyKey);
    }
    await new Promise<void>((resolve) => {
      line.push(resolve);
      this.lines.set(user, line);
      this.waiting += 1;
    });
    return this.start(user);
  }

  /** How many jobs run and wait (tests, health). */
  counts() {
    return { running: this.running.size, waiting: this.waiting };
  }

  /** Lets every waiting job go on (to be refused by its closed pool). */
  releaseWaiting(): void {
    for (const line of this.lines.values()) for (const go of line) go();
    this.lines.clear();
    this.waiting = 0;
  }

  private start(user: string): () => void {
    this.running.add(user);
    const began = Date.now();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.averageMs = 0.8 * this.averageMs + 0.2 * (Date.now() - began);
      this.running.delete(user);
      this.next();
    };
  }

  /** Hands free slots to the waiting users in turn, skipping those whose job runs. */
  private next(): void {
    while (this.running.size < this.limits.concurrency) {
      const user = [...this.lines.keys()].find((u) => !this.running.has(u));
      if (user === undefined) return;
      const line = this.lines.get(user)!;
      const go = line.shift()!;
      this.lines.delete(user);
      if (line.length > 0) this.lines.set(user, line); // to the back of the turn
      this.waiting -= 1;
      // Mark the slot taken now: the waiter's start() runs a tick later.
      this.running.add(user);
      go();
    }
  }
}
