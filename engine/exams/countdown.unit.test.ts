/** The exam countdown: clock offset, time left whatever the page's clock, spoken thresholds. */
import { describe, expect, it } from 'vitest';
import { announcementBetween, clockOffset, formatRemaining, remainingMs } from './countdown.ts';

describe('countdown', () => {
  it('measures the offset at the middle of the round trip', () => {
    // The page's clock is 1 h behind; the call took 200 ms.
    const sent = 1_000_000;
    const offset = clockOffset(sent, sent + 3_600_000 + 100, sent + 200);
    expect(offset).toBe(3_600_000);
  });
  it('counts down to the server deadline whatever the page clock says', () => {
    const deadline = 5_000_000;
    for (const skew of [-3_600_000, 0, 86_400_000]) {
      const pageNow = 4_000_000 - skew;
      expect(remainingMs(deadline, pageNow, skew)).toBe(1_000_000);
    }
    expect(remainingMs(deadline, 6_000_000, 0)).toBe(0);
  });
  it('speaks at 10, 5 and 1 minute and 30 s, once each, the nearest when several are skipped', () => {
    expect(announcementBetween(601_000, 600_000)).toBe(600_000);
    expect(announcementBetween(600_000, 599_000)).toBeNull();
    expect(announcementBetween(700_000, 20_000)).toBe(30_000);
    expect(announcementBetween(40_000, 39_000)).toBeNull();
  });
  it('formats as the spec shows it', () => {
    expect(formatRemaining(0)).toBe('00:00:00');
    expect(formatRemaining(3_725_001)).toBe('01:02:06');
  });
});
