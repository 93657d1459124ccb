// Unit tests of study time: spans counted to their end, their last beat once timed out, or now.
import { describe, expect, it } from 'vitest';
import {
  closingTime,
  HEARTBEAT_TIMEOUT_MS,
  READ_AFTER_SECONDS,
  sectionStudy,
  spanSeconds,
  timedOut,
  type StudySpan,
} from './studyTime.ts';

const T0 = Date.parse('2026-11-22T08:00:00.000Z');
const at = (s: number) => new Date(T0 + s * 1000);
const span = (over: Partial<StudySpan> = {}): StudySpan => ({
  id: 's1',
  userId: 'u',
  courseId: 'c',
  sectionId: 'a',
  startedAt: at(0).toISOString(),
  lastBeatAt: at(30).toISOString(),
  endedAt: null,
  ...over,
});

describe('study time', () => {
  it('counts an open span up to now while beats come, and to the last beat after the timeout', () => {
    expect(spanSeconds(span(), at(45))).toBe(45);
    const late = at(30 + HEARTBEAT_TIMEOUT_MS / 1000 + 1);
    expect(timedOut(span(), late)).toBe(true);
    expect(spanSeconds(span(), late)).toBe(30);
    expect(closingTime(span(), late)).toBe(at(30).toISOString());
    expect(closingTime(span(), at(40))).toBe(at(40).toISOString());
  });

  it('counts an ended span to its end, whatever the time now', () => {
    const ended = span({ endedAt: at(12).toISOString() });
    expect(spanSeconds(ended, at(10_000))).toBe(12);
    expect(timedOut(ended, at(10_000))).toBe(false);
  });

  it('adds the spans of a section and marks it read from READ_AFTER_SECONDS', () => {
    const short = READ_AFTER_SECONDS - 5;
    const book = sectionStudy(
      [
        span({ endedAt: at(short).toISOString() }),
        span({ id: 's2', sectionId: 'b', endedAt: at(3).toISOString() }),
      ],
      at(100),
    );
    expect(book.get('c/a')).toEqual({
      seconds: short,
      read: false,
      lastStudiedAt: at(short).toISOString(),
    });
    const more = sectionStudy(
      [
        span({ endedAt: at(short).toISOString() }),
        span({
          id: 's3',
          startedAt: at(200).toISOString(),
          lastBeatAt: at(200).toISOString(),
          endedAt: at(205).toISOString(),
        }),
      ],
      at(300),
    );
    expect(more.get('c/a')).toMatchObject({
      seconds: short + 5,
      read: true,
      lastStudiedAt: at(205).toISOString(),
    });
  });
});
