/** Fair slots: one job per user at once, users served in turn, refusals with Retry-After. */
import { describe, expect, it } from 'vitest';
import { TooManyAttemptsError } from '../errors.ts';
import { FairSlots } from './fairSlots.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** Starts a job of `user` that records when it gets its slot; returns its release. */
const job = (slots: FairSlots, user: string, log: string[]) => {
  let release: (() => void) | null = null;
  const got = slots.acquire(user).then((r) => {
    log.push(user);
    release = r;
  });
  return { got, release: () => release!() };
};

describe('FairSlots', () => {
  it('runs one job per user and serves the waiting users in turn', async () => {
    const slots = new FairSlots({ concurrency: 1, perUserQueued: 5, maxQueued: 20 }, 'busy');
    const log: string[] = [];
    const jobs = [
      job(slots, 'a', log),
      job(slots, 'a', log),
      job(slots, 'a', log),
      job(slots, 'a', log),
      job(slots, 'b', log),
      job(slots, 'c', log),
      job(slots, 'b', log),
    ];
    await tick();
    expect(log).toEqual(['a']);
    expect(slots.counts()).toEqual({ running: 1, waiting: 6 });
    // Each release hands the slot to the next user in turn.
    const order = [0, 1, 4, 5, 2, 6, 3];
    for (const i of order) {
      jobs[i]!.release();
      await tick();
    }
    expect(log).toEqual(['a', 'a', 'b', 'c', 'a', 'b', 'a']);
    expect(slots.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('never runs two jobs of one user at once, even with free slots', async () => {
    const slots = new FairSlots({ concurrency: 3, perUserQueued: 5, maxQueued: 20 }, 'busy');
    const log: string[] = [];
    const a1 = job(slots, 'a', log);
    job(slots, 'a', log);
    job(slots, 'b', log);
    await tick();
    expect(log).toEqual(['a', 'b']);
    a1.release();
    await tick();
    expect(log).toEqual(['a', 'b', 'a']);
  });

  it('refuses past a user’s line or the whole queue with the busy key and a wait', async () => {
    const slots = new FairSlots({ concurrency: 1, perUserQueued: 2, maxQueued: 3 }, 'busy');
    const log: string[] = [];
    job(slots, 'a', log);
    job(slots, 'a', log);
    job(slots, 'a', log);
    const refused = await slots.acquire('a').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyAttemptsError);
    expect(refused).toMatchObject({ statusCode: 429, messageKey: 'busy' });
    expect((refused as TooManyAttemptsError).retryAfterSeconds).toBeGreaterThan(0);
    // Another user still has a place.
    job(slots, 'b', log);
    await tick();
    expect(slots.counts()).toEqual({ running: 1, waiting: 3 });
    await expect(slots.acquire('c')).rejects.toMatchObject({ messageKey: 'busy' });
  });
});
