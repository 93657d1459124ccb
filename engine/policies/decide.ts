/**
 * FireDueTimers: fires the earliest timer that is due at `now` — TimerFired plus what its
 * action does in the world as it is then. The server repeats it until nothing is due, so each
 * action sees the effects of the ones before.
 */
import { CARRIERS } from '../../schemas/common.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { FireDueTimers } from '../../schemas/policies.ts';
import type { PolicyAction } from '../../schemas/scenario.ts';
import type { DecideContext } from '../attempt/context.ts';
import type { Decision } from '../core/envelope.ts';
import { pendingTimers } from './state.ts';

const actionEvents = (action: PolicyAction, ctx: DecideContext): DomainEvent[] => {
  if ('buyerShipsReturn' in action) {
    const a = ctx.state.afterSales.byId[action.buyerShipsReturn.afterSale];
    if (!a || a.status !== 'awaitingReturn') return [];
    const planned = a.plannedLogistics;
    const carrier = (planned?.carrier ??
      ctx.scenario.carriers?.[0] ??
      CARRIERS[0]) as (typeof CARRIERS)[number];
    const trackingNo =
      planned?.trackingNo ?? `RT${String(ctx.rng.int(0, 999_999_999)).padStart(9, '0')}`;
    return [{ type: 'AfterSaleReturnShipped', data: { id: a.id, carrier, trackingNo } }];
  }
  if ('buyerEscalates' in action) {
    const a = ctx.state.afterSales.byId[action.buyerEscalates.afterSale];
    if (!a || a.status !== 'refused') return [];
    return [{ type: 'AfterSaleEscalated', data: { id: a.id } }];
  }
  const o = ctx.state.orders.byNo[action.orderArrives.orderNo];
  if (!o || !o.hidden) return [];
  return [{ type: 'OrderArrived', data: { orderNo: o.no } }];
};

export const decideTimers = (_cmd: FireDueTimers, ctx: DecideContext): Decision => {
  const due = pendingTimers(ctx.state.timers).find((t) => t.dueAt <= ctx.now);
  if (!due) return [];
  return [
    { type: 'TimerFired', data: { timerId: due.timerId, policy: due.policy } },
    ...actionEvents(due.action, ctx),
  ];
};
