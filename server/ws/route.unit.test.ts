/** What a hello with `after` is sent first: the missed events, nothing, or a resync. */
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../storage/types.ts';
import { catchUp } from './route.ts';

/** A stream of `length` events, read the way the storage does (version > after). */
const streamOf = (length: number) => {
  const events: StoredEvent[] = Array.from({ length }, (_, i) => ({
    streamId: 'a1',
    version: i + 1,
    position: i + 1,
    type: i % 2 ? 'OrderGiftMarked' : 'TimerFired',
    data: { n: i + 1 },
    metadata: {
      now: '2026-11-22T08:00:00.000Z',
      actor: i % 2 ? { kind: 'student', id: 'u1' } : { kind: 'clock' },
    },
  })) as StoredEvent[];
  const reads: (number | undefined)[] = [];
  return {
    reads,
    storage: {
      streamVersion: async () => events.length,
      readStream: async (_id: string, after?: number) => {
        reads.push(after);
        return events.filter((e) => e.version > (after ?? 0));
      },
    },
  };
};

describe('catchUp', () => {
  it('replays nothing without `after`, or when the client is up to date', async () => {
    const { storage, reads } = streamOf(5);
    expect(await catchUp(storage, 'a1', undefined)).toEqual({
      replay: [],
      version: 5,
      resync: false,
    });
    expect(await catchUp(storage, 'a1', 5)).toEqual({ replay: [], version: 5, resync: false });
    expect(reads).toEqual([]);
  });

  it('replays the events after `after` as one push, with who caused each', async () => {
    const { storage } = streamOf(5);
    expect(await catchUp(storage, 'a1', 3)).toEqual({
      replay: [
        {
          type: 'events',
          userCaseID: 'a1',
          version: 5,
          events: [
            { type: 'OrderGiftMarked', data: { n: 4 }, version: 4, by: 'student' },
            { type: 'TimerFired', data: { n: 5 }, version: 5, by: 'clock' },
          ],
        },
      ],
      version: 5,
      resync: false,
    });
    expect((await catchUp(storage, 'a1', 0)).replay[0]).toMatchObject({ version: 5 });
  });

  it('resyncs instead of replaying more than the limit, or when the client is ahead', async () => {
    const { storage, reads } = streamOf(12);
    expect(await catchUp(storage, 'a1', 1, 10)).toEqual({ replay: [], version: 12, resync: true });
    expect((await catchUp(storage, 'a1', 2, 10)).replay[0]).toMatchObject({ version: 12 });
    expect(await catchUp(storage, 'a1', 13, 10)).toEqual({
      replay: [],
      version: 12,
      resync: true,
    });
    expect(reads).toEqual([2]);
  });
});
