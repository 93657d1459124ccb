/** The exam scheduler wakes at the next deadline on the server's clock, re-arms, and stops. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dueForAutoSubmit } from '../../engine/exams/timing.ts';
import { ExamScheduler } from './scheduler.ts';

describe('ExamScheduler', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  /** Attempts in progress and a submit that closes what is due, on a clock 1000 ms ahead. */
  const world = (deadlines: number[]) => {
    const attempts = deadlines.map((deadline, i) => ({
      id: `a${i}`,
      status: 'inProgress',
      deadline,
    }));
    const submittedAt: Record<string, number> = {};
    const now = () => Date.now() + 1000;
    const scheduler = new ExamScheduler({
      now,
      open: async () => attempts.filter((a) => a.status === 'inProgress'),
      submitDue: async () => {
        const due = dueForAutoSubmit(attempts, now());
        for (const a of due) {
          a.status = 'graded';
          submittedAt[a.id] = now();
        }
        return due.length;
      },
      onError: (err) => {
        throw err;
      },
    });
    return { attempts, submittedAt, scheduler };
  };

  it('submits at each deadline with no request, by the server clock', async () => {
    const w = world([6000, 3000]);
    await w.scheduler.tick();
    expect(w.submittedAt).toEqual({});
    await vi.advanceTimersByTimeAsync(1999);
    expect(w.submittedAt).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(w.submittedAt).toEqual({ a1: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(w.submittedAt).toEqual({ a1: 3000, a0: 6000 });
    w.scheduler.stop();
  });

  it('re-arms for a deadline added later, and sleeps no more once stopped', async () => {
    const w = world([10_000]);
    await w.scheduler.tick();
    w.attempts.push({ id: 'late', status: 'inProgress', deadline: 2000 });
    await w.scheduler.tick();
    await vi.advanceTimersByTimeAsync(1000);
    expect(w.submittedAt).toEqual({ late: 2000 });
    w.scheduler.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(w.submittedAt).toEqual({ late: 2000 });
  });
});
