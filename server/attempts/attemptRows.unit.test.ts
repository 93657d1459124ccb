/** Attempt rows read once per burst; any write through the storage forgets them at once. */
import { describe, expect, it } from 'vitest';
import type { Attempt, Storage } from '../storage/types.ts';
import { cachingAttemptRows } from './attemptRows.ts';

const row: Attempt = {
  id: 'a1',
  userId: 'u1',
  caseId: 'c1',
  mode: 'practice',
  seed: 1,
  status: 'inProgress',
  score: null,
  passed: null,
  startedAt: '2026-11-25T08:00:00.000Z',
  submittedAt: null,
  caseVersion: 'h1',
};

const fake = () => {
  const rows = new Map([[row.id, { ...row }]]);
  const calls = { getAttempt: 0 };
  const storage = {
    kind: 'sqlite',
    getAttempt: async (id: string) => (calls.getAttempt++, rows.get(id) ?? null),
    readStream: async () => [],
    listAttempts: async () => [...rows.values()],
    appendEvents: async (_id: string, _v: number, _e: unknown[], update?: Partial<Attempt>) => {
      const r = rows.get(row.id)!;
      if (update) rows.set(row.id, { ...r, ...update });
      return [];
    },
    streamVersionSync: () => 7,
  } as unknown as Storage;
  return { storage, calls };
};

describe('cachingAttemptRows', () => {
  it('reads a row once within the TTL, then again', async () => {
    const { storage: raw, calls } = fake();
    let t = 0;
    const storage = cachingAttemptRows(raw, { ttlMs: 2_000, now: () => t });
    for (; t < 1_000; t += 100) expect(await storage.getAttempt('a1')).toEqual(row);
    expect(calls.getAttempt).toBe(1);
    t = 2_500;
    await storage.getAttempt('a1');
    expect(calls.getAttempt).toBe(2);
    // An unknown id is not remembered.
    expect(await storage.getAttempt('nope')).toBeNull();
    expect(await storage.getAttempt('nope')).toBeNull();
    expect(calls.getAttempt).toBe(4);
  });

  it('forgets the rows on any call that is not a read, so a submit is seen at once', async () => {
    const { storage: raw, calls } = fake();
    const storage = cachingAttemptRows(raw, { ttlMs: 60_000, now: () => 0 });
    await storage.getAttempt('a1');
    await storage.readStream('a1');
    await storage.listAttempts('u1');
    expect(calls.getAttempt).toBe(1);
    await storage.appendEvents('a1', 0, [], { id: 'a1', status: 'submitted' });
    expect((await storage.getAttempt('a1'))?.status).toBe('submitted');
    expect(calls.getAttempt).toBe(2);
  });

  it('hands out copies, and passes plain values and synchronous calls through', async () => {
    const { storage: raw } = fake();
    const storage = cachingAttemptRows(raw, { ttlMs: 60_000, now: () => 0 });
    const first = (await storage.getAttempt('a1'))!;
    first.status = 'reset';
    expect((await storage.getAttempt('a1'))?.status).toBe('inProgress');
    expect(storage.kind).toBe('sqlite');
    expect((storage as unknown as { streamVersionSync: () => number }).streamVersionSync()).toBe(7);
  });
});
