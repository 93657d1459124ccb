/** Unit tests: case times. */
import { describe, expect, it } from 'vitest';
import { formatZoned, zonedDayEdge } from './format.ts';

describe('case times', () => {
  it('shows an instant on the case zone, whatever the browser zone', () => {
    expect(formatZoned('2026-07-05T15:12:00.000Z', 480)).toBe('2026-07-05 23:12');
    expect(formatZoned('2026-04-07T20:15:00.000Z', 120)).toBe('2026-04-07 22:15');
    expect(formatZoned('2026-04-07T02:15:00.000Z', -300)).toBe('2026-04-06 21:15');
    expect(formatZoned(null, 480)).toBe('');
    expect(formatZoned('not a time', 480)).toBe('');
  });
  it('gives the edges of whole days of the case zone as instants with that offset', () => {
    expect(zonedDayEdge('2026-07-05', 480, 'start')).toBe('2026-07-05T00:00:00.000+08:00');
    expect(zonedDayEdge('2026-07-06', 480, 'end')).toBe('2026-07-06T23:59:59.999+08:00');
    expect(zonedDayEdge('2026-04-07', -330, 'start')).toBe('2026-04-07T00:00:00.000-05:30');
    const from = zonedDayEdge('2026-07-05', 480, 'start');
    const to = zonedDayEdge('2026-07-05', 480, 'end');
    expect(Date.parse(from)).toBe(Date.parse('2026-07-04T16:00:00Z'));
    expect(Date.parse(to) - Date.parse(from)).toBe(86_400_000 - 1);
  });
});
