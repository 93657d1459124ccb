/**
 * Random play of order cases (fast-check): the world's invariants hold after every command, the
 * goods and money match the case file, refused commands leave no trace, and the stored log
 * replays to the live state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../../schemas/common.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { isRejection, type Envelope } from '../core/envelope.ts';
import { handle } from '../play.ts';
import { visibleOrders } from '../orders/state.ts';
import { loadCase, META, stamp, started } from '../testing/fixtures.ts';
import type { Command } from './decide.ts';
import { evolveAll } from './evolve.ts';
import { replay } from './replay.ts';
import { initialState, type AttemptState } from './state.ts';

const commandFor = (s: Scenario) => {
  const base = (s.world.orders ?? []).map((o) => o.no);
  const orderNo = fc.constantFrom(...base, ...base.map((n) => `${n}-S1`), 'missing-1');
  const sku = fc.constantFrom(...(s.world.stock ?? []).map((x) => x.sku), 'NOPE');
  return fc.oneof(
    fc.record({
      type: fc.constant('ShipOrder' as const),
      orderNo,
      carrier: fc.constantFrom(...CARRIERS),
      trackingNo: fc.constant('TRK123456'),
    }),
    fc.record({
      type: fc.constant('SplitOrder' as const),
      orderNo,
      sku,
      qty: fc.integer({ min: 1, max: 4 }),
    }),
    fc.record({
      type: fc.constant('MergeOrders' as const),
      orderNos: fc.uniqueArray(orderNo, { minLength: 2, maxLength: 3 }),
    }),
    fc.record({ type: fc.constant('CancelOrder' as const), orderNo }),
    fc.record({ type: fc.constant('RestoreOrder' as const), orderNo }),
    fc.record({
      type: fc.constant('RemarkOrder' as const),
      orderNo,
      remark: fc.string({ maxLength: 20 }),
    }),
    fc.record({ type: fc.constant('MarkGift' as const), orderNo, gift: fc.boolean() }),
  ) as fc.Arbitrary<Command>;
};

/** Units of goods in the visible orders: splits, merges and cancels move them, never make them. */
const units = (st: AttemptState) =>
  visibleOrders(st.orders).reduce((n, o) => n + o.items.reduce((m, i) => m + i.qty, 0), 0);
const money = (st: AttemptState) =>
  visibleOrders(st.orders).reduce((n, o) => n + o.amountReceived, 0);

/** The same totals read from the case file itself, not from the engine's state. */
const unitsIn = (s: Scenario) =>
  (s.world.orders ?? []).reduce((n, o) => n + o.items.reduce((m, i) => m + i.qty, 0), 0);
const moneyIn = (s: Scenario) =>
  (s.world.orders ?? []).reduce(
    (n, o) =>
      n +
      (o.amountReceived ??
        (o.status === 'pendingPayment'
          ? 0
          : o.items.reduce((m, i) => m + i.qty * i.price, 0) + (o.freight ?? 0))),
    0,
  );

describe.each(['amazon-partial-stock', 'aliexpress-merge-gift'])('random play of %s', (id) => {
  const scenario = loadCase(id);
  const start = evolveAll(initialState(scenario), stamp([started]));

  it('starts with the goods and money the case file lists', () => {
    expect(units(start)).toBe(unitsIn(scenario));
    expect(money(start)).toBeCloseTo(moneyIn(scenario), 2);
  });

  it('never corrupts state, refused commands emit nothing, and replay equals live play', () => {
    fc.assert(
      fc.property(fc.array(commandFor(scenario), { maxLength: 25 }), (commands) => {
        let state = start;
        const log: Envelope[] = stamp([started]);
        const acceptedCommands: Command[] = [];
        for (const cmd of commands) {
          const r = handle(scenario, state, cmd, META);
          if (!isRejection(r)) acceptedCommands.push(cmd);
          if (isRejection(r)) {
            expect(typeof r.messageKey).toBe('string');
            continue; // a refused command changes nothing: `state` stays the same object
          }
          log.push(...r.events);
          state = r.state;
          // invariants of the world
          for (const s of Object.values(state.warehouse.bySku))
            expect(s.qty).toBeGreaterThanOrEqual(0);
          for (const o of visibleOrders(state.orders)) {
            expect(o.items.length).toBeGreaterThan(0);
            for (const i of o.items) expect(i.qty).toBeGreaterThan(0);
          }
          expect(units(state)).toBe(unitsIn(scenario));
          expect(money(state)).toBeCloseTo(moneyIn(scenario), 2);
          expect(state.version).toBe(log.length);
        }
        // The log as storage returns it (JSON) rebuilds the state live play reached step by step.
        const replayed = replay(scenario, JSON.parse(JSON.stringify(log)) as Envelope[]);
        expect(replayed.state).toEqual(state);
        // Refused commands leave no trace: the accepted ones alone are accepted again and give
        // the same events.
        let again = start;
        const accepted: Envelope[] = stamp([started]);
        for (const cmd of acceptedCommands) {
          const r = handle(scenario, again, cmd, META);
          if (isRejection(r)) throw new Error(`${cmd.type} refused without the refused commands`);
          accepted.push(...r.events);
          again = r.state;
        }
        expect(accepted).toEqual(log);
        expect(replayed.breakdown.score).toBeGreaterThanOrEqual(0);
        expect(replayed.breakdown.score).toBeLessThanOrEqual(scenario.totalScore);
      }),
      { numRuns: 200, seed: 42 },
    );
  });
});
