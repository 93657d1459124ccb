/** Unit tests: trackPoint. */
import { describe, expect, it, vi } from 'vitest';
import type { PointItem } from '../../../schemas/api/practice.ts';
import { createTracker, type PointRequest } from './tracking.ts';

const points: PointItem[] = [
  { pointID: 117, sourceID: -1, content: { en: 'Goods search' } },
  { pointID: 119, sourceID: 3, content: { en: 'Logistics input' } },
];

const setup = (over: { usercaseID?: string | null; page?: 'orderSlove' | null } = {}) => {
  const sent: PointRequest[] = [];
  const send = vi.fn(async (b: PointRequest) => void sent.push(b));
  const track = createTracker({
    points: () => points,
    usercaseID: () => (over.usercaseID === undefined ? 'uc1' : over.usercaseID),
    page: () => (over.page === undefined ? 'orderSlove' : over.page),
    send,
  });
  return { track, sent, send };
};

describe('trackPoint', () => {
  it('sends a point whose pair is in the loaded list', () => {
    const { track, sent } = setup();
    expect(track(117, -1, 'lamp')).toBe(true);
    expect(sent).toEqual([
      { usercaseID: 'uc1', pointID: 117, sourceID: -1, page: 'orderSlove', content: 'lamp' },
    ]);
  });

  it('does not send an unknown point or a known point with another sourceID', () => {
    const { track, send } = setup();
    expect(track(999, -1, 'x')).toBe(false);
    expect(track(119, -1, 'x')).toBe(false);
    expect(track(117, 3, 'x')).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('does not send outside a case or a page', () => {
    expect(setup({ usercaseID: null }).track(117, -1, 'x')).toBe(false);
    expect(setup({ page: null }).track(117, -1, 'x')).toBe(false);
  });

  it('swallows a failed send', async () => {
    const track = createTracker({
      points: () => points,
      usercaseID: () => 'uc1',
      page: () => 'orderSlove',
      send: () => Promise.reject(new Error('offline')),
    });
    expect(track(117, -1, 'x')).toBe(true);
    await Promise.resolve();
  });
});
