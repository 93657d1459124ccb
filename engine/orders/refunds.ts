/**
 * One rule for refunds, whichever module gives the money back: the order keeps what it brought in
 * (`amountReceived`) and a list of refunds, one per refund event (DisputeRefunded,
 * AfterSaleRefunded), folded by the orders module's evolve; what was refunded and what the order
 * still holds are derived here. Type imports only, so the web app can use it.
 */
import type { Order, OrderRefund } from './state.ts';

export type { OrderRefund };

/** Rounds money to cents. */
const cents = (n: number): number => Math.round(n * 100) / 100;

/** What an order brought in, what was refunded from it, and what it still holds (never below 0). */
export type OrderMoney = { received: number; refunded: number; net: number };

export const orderMoney = (o: Pick<Order, 'amountReceived' | 'refunds'>): OrderMoney => {
  const refunded = cents(o.refunds.reduce((sum, r) => sum + r.amount, 0));
  return {
    received: o.amountReceived,
    refunded,
    net: Math.max(0, cents(o.amountReceived - refunded)),
  };
};

/** The refund an event records, if it is one: which module, which of its entities, how much. */
export const refundOf = (event: {
  type: string;
  data: unknown;
}): (OrderRefund & { orderNo: string }) | null => {
  const d = event.data as { id: string; orderNo: string; amount: number };
  switch (event.type) {
    case 'DisputeRefunded':
      return { by: 'dispute', id: d.id, orderNo: d.orderNo, amount: d.amount };
    case 'AfterSaleRefunded':
      return { by: 'afterSales', id: d.id, orderNo: d.orderNo, amount: d.amount };
    default:
      return null;
  }
};
