/**
 * Random play over the store modules (warehouse, after-sales, customers, orders): a refused
 * command changes nothing, stock never goes negative, refunds never exceed what an order
 * received, and a replay of the log equals live play.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGIONS } from '../schemas/common.ts';
import type { Scenario } from '../schemas/scenario.ts';
import type { Command } from './attempt/decide.ts';
import { evolveAll } from './attempt/evolve.ts';
import { replay } from './attempt/replay.ts';
import { initialState, type AttemptState } from './attempt/state.ts';
import { isRejection, type Envelope } from './core/envelope.ts';
import { handle } from './play.ts';
import { loadCase, META, stamp, started } from './testing/fixtures.ts';

const commandFor = (s: Scenario): fc.Arbitrary<Command> => {
  const sku = fc.constantFrom(...(s.world.stock ?? []).map((x) => x.sku), 'NOPE');
  const id = fc.constantFrom(...(s.world.afterSales ?? []).map((a) => a.id), 'NOPE');
  const buyer = fc.constantFrom(...s.buyers.map((b) => b.id), 'C0001', 'zz');
  const orderNo = fc.constantFrom(...(s.world.orders ?? []).map((o) => o.no));
  const money = fc.integer({ min: 0, max: 6000 }).map((c) => c / 100);
  const text = fc.constantFrom('', 'reason', ' checked ');
  const cmds: fc.Arbitrary<Command>[] = [
    fc.record({
      type: fc.constant('ModifyStock' as const),
      sku,
      qty: fc.integer({ min: 0, max: 50 }),
      reason: text,
    }),
    fc.record({ type: fc.constant('DeleteStock' as const), sku }),
    fc.constant({ type: 'StartInventoryCheck' as const }),
    fc.constant({ type: 'CancelInventoryCheck' as const }),
    fc.record({
      type: fc.constant('PostInventoryCheck' as const),
      counts: fc.uniqueArray(
        fc.record({ sku, counted: fc.integer({ min: 0, max: 40 }), reason: text }),
        { selector: (l) => l.sku, minLength: 1, maxLength: 4 },
      ),
    }),
    fc.record({ type: fc.constant('AgreeAfterSale' as const), id, refundAmount: money }),
    fc.record({ type: fc.constant('RefuseAfterSale' as const), id, reason: text }),
    fc.record({ type: fc.constant('ConfirmGoodsReceived' as const), id }),
    fc.record({ type: fc.constant('ConfirmGoodsNotReceived' as const), id, remark: text }),
    fc.record({ type: fc.constant('BlacklistCustomer' as const), id: buyer, reason: text }),
    fc.record({ type: fc.constant('UnblacklistCustomer' as const), id: buyer }),
    fc.record({ type: fc.constant('DeleteCustomer' as const), id: buyer }),
    fc.record({
      type: fc.constant('CreateCustomer' as const),
      platform: fc.constant(s.stores[0]!.platform),
      account: fc.constantFrom('new@x.com', 'NEW@x.com', ''),
      name: fc.constantFrom('New', ' '),
      region: fc.constantFrom(...REGIONS),
      contact: fc.constant(''),
      details: fc.constant(''),
    }),
    fc.record({
      type: fc.constant('ShipOrder' as const),
      orderNo,
      carrier: fc.constant('dhl' as const),
      trackingNo: fc.constant('TRK1'),
    }),
    fc.record({ type: fc.constant('CancelOrder' as const), orderNo }),
  ];
  return fc.oneof(...cmds);
};

const refundsWithin = (st: AttemptState) => {
  const byOrder = new Map<string, number>();
  for (const a of Object.values(st.afterSales.byId)) {
    byOrder.set(a.orderNo, (byOrder.get(a.orderNo) ?? 0) + a.refunded);
  }
  for (const [no, refunded] of byOrder) {
    expect(refunded).toBeLessThanOrEqual((st.orders.byNo[no]?.amountReceived ?? 0) + 1e-9);
  }
};

describe.each(['shopee-return-refund', 'alibaba-blacklist-buyer', 'temu-stock-count'])(
  'random store operations in %s',
  (caseId) => {
    const scenario = loadCase(caseId);
    const start = evolveAll(initialState(scenario), stamp([started]));
    it('keeps the world consistent, refusals write nothing, replay equals live', () => {
      fc.assert(
        fc.property(fc.array(commandFor(scenario), { maxLength: 30 }), (commands) => {
          let state = start;
          const log: Envelope[] = stamp([started]);
          for (const cmd of commands) {
            const r = handle(scenario, state, cmd, META);
            if (isRejection(r)) {
              expect(r.messageKey).toMatch(/^[a-zA-Z]+\.error\.\w+$/);
              continue;
            }
            log.push(...r.events);
            state = r.state;
            for (const s of Object.values(state.warehouse.bySku)) {
              expect(s.qty).toBeGreaterThanOrEqual(0);
            }
            refundsWithin(state);
            expect(state.version).toBe(log.length);
          }
          // The log as storage returns it (JSON) rebuilds the state live play reached step by step.
          const replayed = replay(scenario, JSON.parse(JSON.stringify(log)) as Envelope[]);
          expect(replayed.state).toEqual(state);
          expect(replayed.breakdown.score).toBeGreaterThanOrEqual(0);
          expect(replayed.breakdown.score).toBeLessThanOrEqual(scenario.totalScore);
        }),
        { numRuns: 150, seed: 7 },
      );
    });
  },
);
