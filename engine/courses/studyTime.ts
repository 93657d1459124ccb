/**
 * Study time of the course centre (issue 24 §5): a student's time on a section is counted in
 * spans, each opened when the page becomes visible (StartCourseLearn) and closed when it is left
 * or hidden (LeaveCourseLearn). While open, the page beats every HEARTBEAT_SECONDS; a span with no
 * beat for HEARTBEAT_TIMEOUT_MS (a closed laptop, a lost connection, a Leave that never came) ends
 * at its last beat, so time nobody saw is not counted. Pure: the clock is passed in.
 */

/** How often an open page beats. */
export const HEARTBEAT_SECONDS = 30;
/** A span with no beat for this long is over, ended at its last beat (three missed beats). */
export const HEARTBEAT_TIMEOUT_MS = 3 * HEARTBEAT_SECONDS * 1000;
/** A section counts as read once it has been studied this long in all. */
export const READ_AFTER_SECONDS = 15;

export type StudySpan = {
  id: string;
  userId: string;
  courseId: string;
  sectionId: string;
  startedAt: string;
  lastBeatAt: string;
  endedAt: string | null;
};

/** Whether an open span has gone without a beat for longer than the timeout. */
export const timedOut = (span: StudySpan, now: Date) =>
  span.endedAt === null && now.getTime() - Date.parse(span.lastBeatAt) > HEARTBEAT_TIMEOUT_MS;

/** When an open span ends if closed at `now`: now, or its last beat once it has timed out. */
export const closingTime = (span: StudySpan, now: Date): string =>
  timedOut(span, now) ? span.lastBeatAt : now.toISOString();

/** Whole seconds a span counts at `now`: to its end, its last beat (timed out) or now (open). */
export const spanSeconds = (span: StudySpan, now: Date): number => {
  const end = span.endedAt ?? closingTime(span, now);
  return Math.max(0, Math.floor((Date.parse(end) - Date.parse(span.startedAt)) / 1000));
};

export type SectionStudy = { seconds: number; read: boolean; lastStudiedAt: string | null };

/** Each (course, section)'s study of one student: seconds, read, when last studied. */
export const sectionStudy = (spans: readonly StudySpan[], now: Date) => {
  const out = new Map<string, SectionStudy>();
  for (const s of spans) {
    const key = `${s.courseId}/${s.sectionId}`;
    const prev = out.get(key) ?? { seconds: 0, read: false, lastStudiedAt: null };
    const seconds = prev.seconds + spanSeconds(s, now);
    const last = s.endedAt ?? closingTime(s, now);
    out.set(key, {
      seconds,
      read: seconds >= READ_AFTER_SECONDS,
      lastStudiedAt: prev.lastStudiedAt && prev.lastStudiedAt > last ? prev.lastStudiedAt : last,
    });
  }
  return out;
};
