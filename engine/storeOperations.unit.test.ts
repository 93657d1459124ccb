/**
 * The store modules cooperate through events only: shipping consumes stock, a received return
 * restores it, a count adjusts it, customer totals follow refunds, a blacklisted buyer's order
 * is flagged when it ships; policy timers (the buyer ships a return, escalates a bare refusal)
 * fire on the sim clock; and a replay of the log gives the same state and score as live play.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../schemas/scenario.ts';
import { replay } from './attempt/replay.ts';
import type { AttemptState } from './attempt/state.ts';
import { initialState } from './attempt/state.ts';
import { evolveAll } from './attempt/evolve.ts';
import type { Command } from './attempt/decide.ts';
import { isRejection, type Envelope } from './core/envelope.ts';
import { customerTotals } from './customers/totals.ts';
import { handle, startEvents } from './play.ts';
import { nextDue } from './policies/state.ts';
import { loadCase } from './testing/fixtures.ts';

const START = '2026-11-22T08:00:00.000Z';
const actor = { kind: 'student' as const, id: 'u1' };

/** Live play: commands at wall instants, the log kept as the server keeps it. */
const play = (scenario: Scenario) => {
  const first = startEvents(
    scenario,
    { scenarioId: scenario.id, seed: 3, mode: 'practice' },
    START,
  ).map((e) => ({ ...e, metadata: { now: START, actor } }) as Envelope);
  let state: AttemptState = evolveAll(initialState(scenario), first);
  const log: Envelope[] = [...first];
  const run = (command: Command, now = START) => {
    const r = handle(scenario, state, command, { now, actor });
    if (isRejection(r)) throw new Error(`${command.type} refused: ${r.messageKey}`);
    log.push(...r.events);
    state = r.state;
    return r.events.map((e) => e.type);
  };
  /** Fires every timer due at `now`, as the server does before a read. */
  const tick = (now: string) => {
    const fired: string[] = [];
    for (let due = nextDue(state.timers); due && due <= now; due = nextDue(state.timers)) {
      const r = handle(
        scenario,
        state,
        { type: 'FireDueTimers' },
        {
          now: due,
          actor: { kind: 'system', id: 'clock' },
        },
      );
      if (isRejection(r)) throw new Error(r.messageKey);
      log.push(...r.events);
      state = r.state;
      fired.push(...r.events.map((e) => e.type));
    }
    return fired;
  };
  return {
    run,
    tick,
    log,
    get state() {
      return state;
    },
  };
};

const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();

describe('store operations across modules', () => {
  it('ship, return, count and refund move stock and totals; timers fire on the sim clock', () => {
    const s = loadCase('shopee-return-refund');
    const p = play(s);
    const qty = (sku: string) => p.state.warehouse.bySku[sku]?.qty;
    expect(qty('MUG-CER4')).toBe(36);

    p.run({ type: 'ShipOrder', orderNo: '260614EW9H3F6J', carrier: 'jt', trackingNo: 'JT0001' });
    expect(qty('MUG-CER4')).toBe(34);
    expect(qty('BOARD-BMB')).toBe(8);

    expect(p.run({ type: 'AgreeAfterSale', id: 'RR-260613-001', refundAmount: 42.39 })).toEqual([
      'AfterSaleAgreed',
      'TimerScheduled',
    ]);
    // Speed 60: the buyer ships 30 sim-minutes later, 30 s of wall time.
    expect(p.tick(at(29))).toEqual([]);
    expect(p.tick(at(31))).toEqual(['TimerFired', 'AfterSaleReturnShipped']);
    expect(p.state.afterSales.byId['RR-260613-001']?.status).toBe('returnShipped');

    p.run({ type: 'ConfirmGoodsReceived', id: 'RR-260613-001' }, at(40));
    expect(qty('BLEND-P1')).toBe(15);
    expect(customerTotals(p.state).get('b1')?.paidAmount).toBe(0);

    p.run({ type: 'StartInventoryCheck' }, at(50));
    const counts = Object.values(p.state.warehouse.bySku).map((i) => ({
      sku: i.sku,
      counted: i.sku === 'BLEND-P1' ? 14 : i.qty,
      ...(i.sku === 'BLEND-P1' ? { reason: 'defective return' } : {}),
    }));
    p.run({ type: 'PostInventoryCheck', counts }, at(55));
    expect(qty('BLEND-P1')).toBe(14);

    // A refusal without reason: the buyer escalates an hour of sim time later.
    expect(p.run({ type: 'RefuseAfterSale', id: 'RR-260614-003', reason: '' }, at(60))).toContain(
      'TimerScheduled',
    );
    expect(p.tick(at(60 + 3600))).toEqual(['TimerFired', 'AfterSaleEscalated']);

    const r = replay(s, p.log);
    expect(r.state).toEqual(p.state);
    // What the case's scoring list gives this play, point by point: the agreed and refunded
    // return (15, 20), the shipped order (20) and the refusal without a reason that escalated
    // (-15); the other returns, the stock count and the other penalties are not met.
    expect(r.breakdown.points.map((x) => x.hit)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(r.breakdown.score).toBe(15 + 20 + 20 - 15);
  });

  it("flags a blacklisted buyer's order when it ships, and replays to the same score", () => {
    const s = loadCase('alibaba-blacklist-buyer');
    const p = play(s);
    p.run({ type: 'BlacklistCustomer', id: 'b2', reason: 'chargebacks' });
    expect(p.tick(at(601))).toEqual(['TimerFired', 'OrderArrived']);
    const order = p.state.orders.byNo['AB-2026-00425'];
    expect(order?.buyer).toBe('b2');
    const shipped = handle(
      s,
      p.state,
      { type: 'ShipOrder', orderNo: 'AB-2026-00425', carrier: 'dhl', trackingNo: 'DHL1' },
      { now: at(700), actor },
    );
    if (isRejection(shipped)) throw new Error(shipped.messageKey);
    expect(shipped.events[0]).toMatchObject({
      type: 'OrderShipped',
      data: { buyer: 'b2', buyerStatus: 'blacklist' },
    });
    const live = replay(s, p.log);
    expect(live.state).toEqual(p.state);
  });
});
