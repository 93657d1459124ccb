/** Sim clock: a case has a start instant and a speed; sim time is derived from real instants. */
export type SimClock = { start: string; speed: number };

/** Sim time at real instant `now`, for an attempt that started at real instant `startedAt`. */
export const simTime = (clock: SimClock, startedAt: string, now: string): string => {
  const elapsed = Math.max(0, Date.parse(now) - Date.parse(startedAt));
  return new Date(Date.parse(clock.start) + elapsed * clock.speed).toISOString();
};

/** The real instant at which an attempt's sim clock reads `sim` (the inverse of simTime). */
export const realTime = (clock: SimClock, startedAt: string, sim: string): string =>
  new Date(
    Date.parse(startedAt) + Math.round((Date.parse(sim) - Date.parse(clock.start)) / clock.speed),
  ).toISOString();

/** Sim time of an instant an attempt's event was stamped with; the case's start before it began. */
export const simTimeOf = (clock: SimClock, startedAt: string | null, at: string): string =>
  startedAt ? simTime(clock, startedAt, at) : new Date(Date.parse(clock.start)).toISOString();

/** The case's UTC offset in minutes, read from its start instant ("+08:00" → 480, "Z" → 0). */
export const clockOffsetMinutes = (clock: SimClock): number => {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(clock.start);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};

const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads a date or date-time of the case: an ISO instant with its offset as written; a local
 * "YYYY-MM-DD[ HH:mm[:ss]]" (or with slashes) in the case's zone, never the machine's. Epoch ms,
 * or NaN when the text is no such date.
 */
export const parseCaseTime = (text: string, offsetMinutes: number): number => {
  const t = text.trim();
  if (ZONED.test(t)) return /^\d{4}-\d{2}-\d{2}[T ]\d/.test(t) ? Date.parse(t) : NaN;
  const m = LOCAL.exec(t);
  if (!m) return NaN;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(ms);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return NaN;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return NaN;
  return ms - offsetMinutes * 60_000;
};

/** Whole sim seconds between two sim instants (never negative): a buyer's waiting time. */
export const secondsBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
