/**
 * The explorer on its own: a case with an author's mistake reports the point no play reaches and
 * why; a shipped case's penalties are reachable and a penalty that shuts points out is a dead end;
 * the same seed gives the same report; the candidate combinations come in priority order.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { loadCase } from '../testing/fixtures.ts';
import { combine } from './candidates.ts';
import { explore } from './explore.ts';

const broken = (() => {
  const text = readFileSync(
    fileURLToPath(new URL('./testdata/restore-unpaid.yaml', import.meta.url)),
    'utf8',
  );
  const r = parseScenario(text);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.scenario;
})();

describe('explore', () => {
  it('finds the point no play reaches in a case that validates, and says why', () => {
    const r = explore(broken);
    expect(r.reachedTotal).toBe(false);
    expect(r.best).toBe(40);
    const by = Object.fromEntries(r.points.map((p) => [p.pointID, p]));
    expect(by[9901]).toMatchObject({ reached: true, hint: null });
    expect(by[9901]!.witness).toEqual([
      { kind: 'command', command: { type: 'RestoreOrder', orderNo: '7001-0001' } },
    ]);
    expect(by[9902]!.witness).toHaveLength(2);
    expect(by[9903]).toMatchObject({ reached: false, witness: null, most: 0 });
    expect(by[9903]!.hint).toBe(
      'order 7001-0001 after the best play: status="pendingPayment" (wanted "shipped")',
    );
    // Search exhausted: every state within the bound tried.
    expect(r.stoppedBy).not.toBe('time');
  }, 60_000);

  it('reports reachable penalties, and the points a penalty shuts out', () => {
    // Cancelling the lamp order is a penalty, but restoring it keeps every point in reach.
    const stock = explore(loadCase('amazon-partial-stock'));
    expect(stock.reachedTotal).toBe(true);
    expect(stock.penalties.find((p) => p.pointID === 1205)?.witness).toEqual([
      { kind: 'command', command: { type: 'CancelOrder', orderNo: '112-3941-7781' } },
    ]);
    expect(stock.deadEnds.find((d) => d.penalty === 1205)).toBeUndefined();
    // A buyer who gave up waiting is gone: the reply points are out of reach from there.
    const chat = explore(loadCase('shopee-chat-presale'));
    const gone = chat.penalties.find((p) => p.pointID === 5105)!;
    expect(gone.witness).toEqual([{ kind: 'wait', minutes: expect.any(Number) as unknown }]);
    const dead = chat.deadEnds.find((d) => d.penalty === 5105)!;
    expect(dead.lost).toEqual(expect.arrayContaining([5101, 5104]));
    expect(dead.best).toBeLessThan(100);
  }, 180_000);

  it('gives the same report for the same seed', () => {
    const strip = (r: ReturnType<typeof explore>) => ({ ...r, ms: 0 });
    const s = loadCase('aliexpress-merge-gift');
    expect(strip(explore(s, { seed: 7, deadEnds: false }))).toEqual(
      strip(explore(s, { seed: 7, deadEnds: false })),
    );
  }, 60_000);
});

describe('combine', () => {
  it('takes every first choice, then one field moved on at a time, up to the cap', () => {
    const fields: [string, unknown[]][] = [
      ['a', [1, 2, 3]],
      ['b', ['x', 'y']],
      ['c', [true, undefined]],
    ];
    expect(combine(fields, 4)).toEqual([
      { a: 1, b: 'x', c: true },
      { a: 1, b: 'x' },
      { a: 1, b: 'y', c: true },
      { a: 2, b: 'x', c: true },
    ]);
    expect(combine(fields, 100)).toHaveLength(12);
  });
});
