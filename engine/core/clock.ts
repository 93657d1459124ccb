/** Sim clock: a case has a start instant and a speed; sim time is derived from real instants. */
export type SimClock = { start: string; speed: number };

/** Sim time at real instant `now`, for an attempt that started at real instant `startedAt`. */
export const simTime = (clock: SimClock, startedAt: string, now: string): string => {
  const elapsed = Math.max(0, Date.parse(now) - Date.parse(startedAt));
  return new Date(Date.parse(clock.start) + elapsed * clock.speed).toISOString();
};
