/**
 * A customer's accumulated payment: derived from their orders and refunds, never stored or
 * typed in. Paid orders are those that still hold money (after refunds of any module,
 * orders/refunds.ts) and were not cancelled.
 */
import type { AttemptState } from '../attempt/state.ts';
import { orderMoney } from '../orders/refunds.ts';
import { cents } from '../orders/state.ts';

export type CustomerTotals = { paidAmount: number; paidCount: number; orderCount: number };

export const customerTotals = (state: AttemptState): Map<string, CustomerTotals> => {
  const totals = new Map<string, CustomerTotals>();
  const get = (buyer: string) => {
    let t = totals.get(buyer);
    if (!t) totals.set(buyer, (t = { paidAmount: 0, paidCount: 0, orderCount: 0 }));
    return t;
  };
  for (const o of Object.values(state.orders.byNo)) {
    if (o.mergedInto || o.hidden) continue;
    const t = get(o.buyer);
    t.orderCount += 1;
    const { net } = orderMoney(o);
    if (o.status !== 'cancelled' && net > 0) {
      t.paidCount += 1;
      t.paidAmount = cents(t.paidAmount + net);
    }
  }
  return totals;
};
