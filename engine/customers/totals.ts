/**
 * A customer's accumulated payment: derived from their orders and refunds, never stored or
 * typed in. Paid orders are those that received money and were not cancelled.
 */
import type { AttemptState } from '../attempt/state.ts';
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
    if (o.status !== 'cancelled' && o.amountReceived > 0) {
      t.paidCount += 1;
      t.paidAmount = cents(t.paidAmount + o.amountReceived);
    }
  }
  for (const a of Object.values(state.afterSales.byId)) {
    if (a.refunded <= 0) continue;
    const o = state.orders.byNo[a.orderNo];
    if (o) get(o.buyer).paidAmount = cents(get(o.buyer).paidAmount - a.refunded);
  }
  return totals;
};
