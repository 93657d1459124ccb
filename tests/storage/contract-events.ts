/** Contract: the event store (optimistic concurrency, ordering, JSON round-trip). */
import { expect, it } from 'vitest';
import { VersionConflictError } from '../../server/storage/types.ts';
import type { Storage } from '../../server/storage/types.ts';
import { ev } from './harness.ts';
import type { Factory } from './harness.ts';

async function conflict(p: Promise<unknown>): Promise<VersionConflictError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(VersionConflictError);
  return err as VersionConflictError;
}

export function eventContract(factory: Factory): void {
  let s: Storage;
  const fresh = async () => (s = (await factory()).storage);

  it('appends to a new stream with expected version 0', async () => {
    await fresh();
    expect(await s.streamVersion('st-1')).toBe(0);
    expect(await s.readStream('st-1')).toEqual([]);
    const stored = await s.appendEvents('st-1', 0, [ev('A', { n: 1 }), ev('B', { n: 2 })]);
    expect(stored.map((e) => [e.streamId, e.version, e.type])).toEqual([
      ['st-1', 1, 'A'],
      ['st-1', 2, 'B'],
    ]);
    expect(stored[1]!.position).toBeGreaterThan(stored[0]!.position);
    expect(typeof stored[0]!.position).toBe('number');
    expect(await s.streamVersion('st-1')).toBe(2);
    expect(await s.readStream('st-1')).toEqual(stored);
  });

  it('appends at the right version and refuses a stale or future one, writing nothing', async () => {
    await fresh();
    await s.appendEvents('st-1', 0, [ev('A'), ev('B')]);
    const third = await s.appendEvents('st-1', 2, [ev('C')]);
    expect(third.map((e) => e.version)).toEqual([3]);

    for (const expected of [0, 1, 2, 5]) {
      const err = await conflict(s.appendEvents('st-1', expected, [ev('X'), ev('Y')]));
      expect([err.streamId, err.expected, err.actual]).toEqual(['st-1', expected, 3]);
    }
    expect((await s.readStream('st-1')).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    expect(await s.readAll(0, 100)).toHaveLength(3);
    expect(await s.appendEvents('st-1', 3, [])).toEqual([]);
    await conflict(s.appendEvents('st-1', 1, []));
  });

  it('lets exactly one of several concurrent appends with the same expected version win', async () => {
    const { storage, open } = await factory();
    const other = await open();
    await storage.appendEvents('race', 0, [ev('Start')]);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? other : storage).appendEvents('race', 1, [ev(`W${i}`), ev(`W${i}b`)]),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const r of lost) expect(r.reason).toBeInstanceOf(VersionConflictError);
    const stream = await storage.readStream('race');
    expect(stream.map((e) => e.version)).toEqual([1, 2, 3]);
    expect(stream[1]!.type + 'b').toBe(stream[2]!.type);

    // Two brand-new streams racing at version 0.
    const first = await Promise.allSettled([
      storage.appendEvents('new', 0, [ev('A')]),
      other.appendEvents('new', 0, [ev('B')]),
    ]);
    expect(first.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await storage.streamVersion('new')).toBe(1);
  });

  it('reads a stream after a version', async () => {
    await fresh();
    await s.appendEvents('st-1', 0, [ev('A'), ev('B'), ev('C'), ev('D')]);
    await s.appendEvents('st-2', 0, [ev('Other')]);
    expect((await s.readStream('st-1', 2)).map((e) => [e.version, e.type])).toEqual([
      [3, 'C'],
      [4, 'D'],
    ]);
    expect(await s.readStream('st-1', 4)).toEqual([]);
    expect(await s.readStream('st-1', 0)).toHaveLength(4);
  });

  it('reads all streams from a position, in order, with a limit', async () => {
    await fresh();
    await s.appendEvents('a', 0, [ev('a1')]);
    await s.appendEvents('b', 0, [ev('b1')]);
    await s.appendEvents('a', 1, [ev('a2'), ev('a3')]);
    await s.appendEvents('b', 1, [ev('b2')]);
    const all = await s.readAll(0, 100);
    expect(all.map((e) => e.type)).toEqual(['a1', 'b1', 'a2', 'a3', 'b2']);
    expect(all.map((e) => e.streamId)).toEqual(['a', 'b', 'a', 'a', 'b']);
    const positions = all.map((e) => e.position);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    expect(new Set(positions).size).toBe(5);

    const page = await s.readAll(all[1]!.position, 2);
    expect(page.map((e) => e.type)).toEqual(['a2', 'a3']);
    expect(await s.readAll(page[1]!.position, 2)).toEqual([all[4]]);
    expect(await s.readAll(all[4]!.position, 10)).toEqual([]);
    expect(await s.readAll(0, 0)).toEqual([]);
    expect(await s.readStream('a')).toEqual(all.filter((e) => e.streamId === 'a'));
  });

  it('round-trips data and metadata (nested JSON, unicode)', async () => {
    await fresh();
    const data = {
      text: '中文 邮件：您好！ ภาษาไทย Tiếng Việt 🚚 "quoted" \\ back\nslash',
      nested: { list: [1, 2.5, -3, { deep: [true, false, null] }], empty: {}, none: [] },
      amount: 19.99,
      big: Number.MAX_SAFE_INTEGER,
      zero: 0,
      flag: false,
      nothing: null,
    };
    const metadata = {
      now: '2026-03-02T01:00:00.000Z',
      actor: { kind: 'teacher' as const, id: '老师-7' },
    };
    const inputs = [
      { type: 'MailSent', data, metadata },
      { type: 'Scalar', data: '纯文本', metadata },
      { type: 'Number', data: 42, metadata },
      { type: 'Null', data: null, metadata },
      { type: 'Array', data: ['a', { b: 'ü' }], metadata },
    ];
    const stored = await s.appendEvents('json', 0, inputs);
    const read = await s.readStream('json');
    expect(read).toEqual(stored);
    expect(read.map(({ type, data, metadata }) => ({ type, data, metadata }))).toEqual(inputs);
    expect((await s.readAll(0, 10)).map((e) => e.data)).toEqual(inputs.map((e) => e.data));
  });
}
