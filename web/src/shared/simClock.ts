/**
 * The sim clock in the browser: the server's sim time at a fetch and the clock's speed, ticking
 * on (one real second is `speed` sim seconds), so a deadline counts down between fetches.
 */
import { useEffect, useState } from 'react';

export type SimClock = { simNow: string; speed: number; fetchedAt: number };

/** Sim milliseconds now, on a clock read at `fetchedAt` (real ms). */
export const simMsAt = (c: SimClock, realNow: number) =>
  // A tick taken before the read (a second-old render) must not show time running backwards.
  Date.parse(c.simNow) + Math.max(0, realNow - c.fetchedAt) * c.speed;

/** "2d 03:15" of sim time left (hours and minutes), or null once it has passed. */
export const leftText = (ms: number): { days: number; hm: string } | null => {
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return { days, hm: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
};

/** Re-renders every real second while mounted; returns the real time. */
export const useTick = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
};
