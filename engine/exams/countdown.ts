/**
 * The exam countdown a page shows (issue 25 §2, spec §4): the offset between the page's clock and
 * the server's, measured with the request's round trip; the time left by the server's deadline,
 * whatever the computer's clock says; and the moments a screen reader is told the time left.
 */

/** Ticks between two re-syncs with the server (spec §4: every 20 ticks of one second). */
export const RESYNC_EVERY_TICKS = 20;

/**
 * The server clock minus the page clock, from one GetServiceTime call: the server read its clock
 * at about the middle of the round trip.
 */
export const clockOffset = (sentAt: number, serverNow: number, receivedAt: number): number =>
  serverNow - (sentAt + receivedAt) / 2;

/** Milliseconds left before the deadline, never below zero. */
export const remainingMs = (deadline: number, pageNow: number, offset: number): number =>
  Math.max(0, deadline - (pageNow + offset));

/** Time left, in milliseconds, at which the timer speaks (10, 5 and 1 minute, 30 seconds). */
export const ANNOUNCE_AT_MS = [600_000, 300_000, 60_000, 30_000] as const;

/**
 * The threshold crossed between two readings of the time left, if any: announced once, politely,
 * not every second. When a sleeping page skips several, the nearest to zero is the one that matters.
 */
export const announcementBetween = (before: number, after: number): number | null => {
  let crossed: number | null = null;
  for (const t of ANNOUNCE_AT_MS) if (before > t && after <= t) crossed = t;
  return crossed;
};

/** "hh:mm:ss" of a time left (the spec's 00:00:00 at zero). */
export const formatRemaining = (ms: number): string => {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
};
