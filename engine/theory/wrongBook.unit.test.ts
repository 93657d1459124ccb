/** The wrong-answer book's FSRS schedule with a fake clock: enters due tomorrow, wrong again later, right leaves. */
import { describe, expect, it } from 'vitest';
import { answeredWrong, dueTodayCount, endOfDay, isDue, reviewed } from './wrongBook.ts';

const t0 = new Date('2026-03-02T01:00:00.000Z'); // 09:00 in China
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * 3_600_000);

describe('wrong-answer book', () => {
  it('a wrong answer enters the book due a day later, not before', () => {
    const card = answeredWrong(null, t0);
    expect(card.due).toBe(later(t0, 24).toISOString());
    expect(isDue(card, later(t0, 23))).toBe(false);
    expect(isDue(card, later(t0, 24))).toBe(true);
    expect(card.lapses).toBe(0);
    expect(card.reps).toBe(1);
  });

  it('a review answered wrong comes back later than the first time; right leaves the book', () => {
    const first = answeredWrong(null, t0);
    const at = new Date(first.due);
    const again = reviewed(first, false, at)!;
    expect(again.reps).toBe(2);
    expect(Date.parse(again.due)).toBeGreaterThan(at.getTime());
    expect(reviewed(again, true, new Date(again.due))).toBeNull();
    // Deterministic: the same history gives the same schedule.
    expect(reviewed(first, false, at)).toEqual(again);
  });

  it('counts what is due by the end of today in the school time zone', () => {
    expect(endOfDay(t0, 480).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    const dues = [
      '2026-03-01T00:00:00.000Z', // overdue
      '2026-03-02T15:59:59.000Z', // tonight
      '2026-03-02T16:00:00.000Z', // tomorrow in China
    ];
    expect(dueTodayCount(dues, t0, 480)).toBe(2);
    expect(dueTodayCount(dues, t0, 0)).toBe(3);
    expect(dueTodayCount([], t0)).toBe(0);
  });
});
