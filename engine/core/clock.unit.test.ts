/** Unit tests: the sim clock; parseCaseTime. */
import { describe, expect, it } from 'vitest';
import { clockOffsetMinutes, parseCaseTime, simTime, simTimeOf } from './clock.ts';

const clock = { start: '2026-04-08T10:00:00+02:00', speed: 60 };

describe('the sim clock', () => {
  it('runs from the case start at its speed', () => {
    const startedAt = '2026-11-23T03:00:00.000Z';
    expect(simTime(clock, startedAt, '2026-11-23T03:01:00.000Z')).toBe('2026-04-08T09:00:00.000Z');
    expect(simTimeOf(clock, startedAt, '2026-11-23T03:00:30.000Z')).toBe(
      '2026-04-08T08:30:00.000Z',
    );
    expect(simTimeOf(clock, null, '2026-11-23T03:00:30.000Z')).toBe('2026-04-08T08:00:00.000Z');
  });
  it('reads the case zone from its start instant', () => {
    expect(clockOffsetMinutes(clock)).toBe(120);
    expect(clockOffsetMinutes({ start: '2026-07-06T09:00:00+08:00', speed: 1 })).toBe(480);
    expect(clockOffsetMinutes({ start: '2026-07-06T09:00:00-05:30', speed: 1 })).toBe(-330);
    expect(clockOffsetMinutes({ start: '2026-07-06T09:00:00Z', speed: 1 })).toBe(0);
  });
});

describe('parseCaseTime', () => {
  const at = (t: string) => new Date(parseCaseTime(t, 120)).toISOString();
  it('keeps the offset an instant is written with', () => {
    expect(at('2026-04-07T22:15:00+02:00')).toBe('2026-04-07T20:15:00.000Z');
    expect(at('2026-04-07T22:15:00Z')).toBe('2026-04-07T22:15:00.000Z');
    expect(at('2026-04-07 22:15:00+0200')).toBe('2026-04-07T20:15:00.000Z');
  });
  it('reads a time without an offset in the case zone, whatever the machine zone', () => {
    expect(at('2026-04-07 22:15')).toBe('2026-04-07T20:15:00.000Z');
    expect(at('2026-04-07T22:15:30')).toBe('2026-04-07T20:15:30.000Z');
    expect(at('2026/4/7 9:05')).toBe('2026-04-07T07:05:00.000Z');
    expect(at('2026-04-07')).toBe('2026-04-06T22:00:00.000Z');
  });
  it('refuses what is no date', () => {
    for (const bad of [
      'yesterday',
      '2026-02-30',
      '2026-04-07 24:00',
      '2026-04-07 10:60',
      '7/4/2026',
    ]) {
      expect(parseCaseTime(bad, 120), bad).toBeNaN();
    }
  });
});
