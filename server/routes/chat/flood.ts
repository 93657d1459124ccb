/**
 * Flood guard of the chat: at most `limit` messages per attempt in a sliding window of real
 * time. A student typing fast stays far below it; a script or a stuck key does not.
 */
import { TooManyAttemptsError } from '../../errors.ts';

export const CHAT_FLOOD = { limit: 10, windowMs: 10_000 } as const;

export class FloodGuard {
  private readonly sent = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(opts: { limit: number; windowMs: number } = CHAT_FLOOD) {
    this.limit = opts.limit;
    this.windowMs = opts.windowMs;
  }

  /** Counts a message of the attempt at `now`, or throws 429 with the seconds to wait. */
  take(attemptId: string, now: number) {
    const recent = (this.sent.get(attemptId) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.sent.set(attemptId, recent);
      throw new TooManyAttemptsError(recent[0]! + this.windowMs - now, 'chat.error.tooFast');
    }
    recent.push(now);
    this.sent.set(attemptId, recent);
    // Forget attempts that went quiet, so the map stays small.
    if (this.sent.size > 10_000)
      for (const [id, times] of this.sent)
        if (times.every((t) => now - t >= this.windowMs)) this.sent.delete(id);
  }
}
