/** The orders module for the engine (engine/kit.ts). */
import type { Scenario } from '../../schemas/scenario.ts';
import type { EngineModule } from '../kit.ts';
import { dupes } from '../kit.ts';
import { findCustomer } from '../customers/state.ts';
import { decideOrders } from './decide.ts';
import { evolveOrders } from './evolve.ts';
import { orderMoney } from './refunds.ts';
import { findOrder, initialOrders, totalQty, type OrdersState } from './state.ts';
import { ordersExplore } from './explore.ts';

/**
 * Refuses a starting order the lifecycle (order.machine.ts) could not have reached: an order is
 * cancelled from awaiting payment or awaiting shipment, so one that starts cancelled and can be
 * restored says which (`cancelledFrom`); one that awaits payment has received nothing.
 */
const startingState = (
  o: NonNullable<Scenario['world']['orders']>[number],
  err: (path: (string | number)[], message: string) => void,
) => {
  if (o.status === 'cancelled' && o.restorable !== false && !o.cancelledFrom)
    err(
      ['cancelledFrom'],
      'an order that starts cancelled and can be restored needs `cancelledFrom` (pendingPayment or pendingShipment: the status restoring returns it to), or `restorable: false`',
    );
  if (o.cancelledFrom && o.status !== 'cancelled')
    err(
      ['cancelledFrom'],
      `\`cancelledFrom\` is only for an order that starts cancelled, not ${o.status}`,
    );
  if (o.logistics && !['shipped', 'awaitingReceipt', 'completed'].includes(o.status))
    err(['logistics'], `an order that is ${o.status} has not been shipped: no \`logistics\``);
  if (o.status === 'pendingPayment' && (o.amountReceived ?? 0) > 0)
    err(['amountReceived'], 'an order awaiting payment has received nothing');
};

export const ordersModule: EngineModule<'orders', OrdersState> = {
  init: initialOrders,
  evolve: evolveOrders,
  decide: decideOrders,
  policies: {
    orderArrives: {
      run: ({ orderNo }, ctx) => {
        const o = ctx.state.orders.byNo[orderNo];
        return o?.hidden ? [{ type: 'OrderArrived', data: { orderNo: o.no } }] : [];
      },
      missing: ({ orderNo }, s) =>
        (s.world.orders ?? []).some((o) => o.no === orderNo && o.arrivesLater) ? null : orderNo,
    },
  },
  timers: {},
  finals: {
    order: {
      keys: (state) => Object.keys(state.orders.byNo),
      view: (state, key) => {
        const o = findOrder(state.orders, key);
        if (!o) return null;
        return {
          status: o.status,
          gift: o.gift,
          remark: o.remark,
          carrier: o.logistics?.carrier ?? null,
          trackingNo: o.logistics?.trackingNo ?? null,
          qty: totalQty(o),
          buyer: o.buyer,
          store: o.store,
          amountReceived: orderMoney(o).net,
          skus: o.items.map((i) => i.sku),
          buyerStatus: findCustomer(state.customers, o.buyer)?.status ?? 'normal',
        };
      },
      // A split part is named after its order: 112-3941-S1.
      known: (s, key) =>
        (s.world.orders ?? []).some((o) => o.no === key || o.no === key.replace(/-S\d+$/, '')),
    },
  },
  explore: ordersExplore,
  check: (s, err) => {
    const orders = s.world.orders ?? [];
    const stores = new Set(s.stores.map((x) => x.id));
    const buyers = new Set(s.buyers.map((x) => x.id));
    const skus = new Set((s.world.stock ?? []).map((x) => x.sku));
    for (const d of dupes(orders.map((x) => x.no)))
      err(['world', 'orders'], `duplicate order number "${d}"`);
    orders.forEach((o, i) => {
      if (!stores.has(o.store)) err(['world', 'orders', i, 'store'], `unknown store "${o.store}"`);
      if (!buyers.has(o.buyer)) err(['world', 'orders', i, 'buyer'], `unknown buyer "${o.buyer}"`);
      o.items.forEach((it, j) => {
        if (!skus.has(it.sku))
          err(['world', 'orders', i, 'items', j, 'sku'], `SKU "${it.sku}" is not in world.stock`);
      });
      startingState(o, (path, message) => err(['world', 'orders', i, ...path], message));
    });
  },
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    orders: OrdersState;
  }
}
