/** The orders module's slice of the attempt state, and its init from the scenario. */
import type { Scenario } from '../../schemas/scenario.ts';
import type { LocalText, OrderStatus } from '../../schemas/common.ts';

export type OrderItem = { sku: string; qty: number; price: number };
/** Money given back on an order: by which module, for which of its entities (refunds.ts). */
export type OrderRefund = { by: 'dispute' | 'afterSales'; id: string; amount: number };
export type Order = {
  no: string;
  store: string;
  buyer: string;
  status: OrderStatus;
  /** Status before a cancellation; a restore returns to it. */
  previousStatus: OrderStatus | null;
  type: 'normal' | 'preorder' | 'wholesale' | 'sample';
  paymentMethod: 'creditCard' | 'paypal' | 'bankTransfer' | 'wallet' | 'cashOnDelivery';
  brand: string;
  createdAt: string;
  items: OrderItem[];
  freight: number;
  /** What the order brought in; refunds do not change it (see `refunds`, refunds.ts). */
  amountReceived: number;
  /** Every refund made on the order, whichever module made it. */
  refunds: OrderRefund[];
  receiver: { name: string; phone: string; address: string; country: string };
  logistics: {
    carrier: string;
    trackingNo: string;
    /** Real time it was shipped during the attempt. */
    shippedAt: string;
    /** For an order shipped before the case: when, on the case's clock (shippedAt is ''). */
    simShippedAt?: string;
  } | null;
  remark: string;
  gift: boolean;
  restorable: boolean;
  splitFrom: string | null;
  splitCount: number;
  mergedFrom: string[];
  /** Set when merged into another order: the order then no longer appears on its own. */
  mergedInto: string | null;
  /** List position: scenario order, a split order right after its origin. */
  sortKey: string;
  /** Not yet arrived (a policy's orderArrives shows it). */
  hidden: boolean;
  review: { score: number; text: LocalText; reply: string | null } | null;
  contacted: number;
};
export type OrdersState = { byNo: Record<string, Order> };

/** Rounds money to cents, so sums of prices stay exact to 2 decimals. */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** Refunds made before the case starts: after-sales requests that start refunded. */
const startingRefunds = (scenario: Scenario, orderNo: string): OrderRefund[] =>
  (scenario.world.afterSales ?? [])
    .filter((a) => a.orderNo === orderNo && a.status === 'refunded')
    .map((a) => ({ by: 'afterSales', id: a.id, amount: a.refundAmount }));

export const initialOrders = (scenario: Scenario): OrdersState => {
  const byNo: Record<string, Order> = {};
  for (const [index, o] of (scenario.world.orders ?? []).entries()) {
    const goods = o.items.reduce((sum, i) => sum + i.qty * i.price, 0);
    byNo[o.no] = {
      no: o.no,
      store: o.store,
      buyer: o.buyer,
      status: o.status,
      previousStatus: o.cancelledFrom ?? null,
      type: o.type ?? 'normal',
      paymentMethod: o.paymentMethod ?? 'creditCard',
      brand: o.brand ?? '',
      createdAt: o.createdAt,
      items: o.items.map((i) => ({ ...i })),
      freight: o.freight,
      amountReceived:
        o.amountReceived ?? (o.status === 'pendingPayment' ? 0 : cents(goods + o.freight)),
      refunds: startingRefunds(scenario, o.no),
      receiver: { phone: '', ...o.receiver },
      logistics: o.logistics
        ? {
            carrier: o.logistics.carrier,
            trackingNo: o.logistics.trackingNo,
            shippedAt: '',
            simShippedAt: new Date(Date.parse(o.logistics.shippedAt ?? o.createdAt)).toISOString(),
          }
        : null,
      remark: o.remark ?? '',
      gift: o.gift ?? false,
      restorable: o.restorable ?? true,
      splitFrom: null,
      splitCount: 0,
      mergedFrom: [],
      mergedInto: null,
      sortKey: String(index).padStart(6, '0'),
      hidden: o.arrivesLater ?? false,
      review: o.review ? { score: o.review.score, text: o.review.text, reply: null } : null,
      contacted: 0,
    };
  }
  return { byNo };
};

/** Orders that stand on their own (not merged into another), in list order. */
export const visibleOrders = (state: OrdersState): Order[] =>
  Object.values(state.byNo)
    .filter((o) => !o.mergedInto && !o.hidden)
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));

export const findOrder = (state: OrdersState, orderNo: string): Order | undefined => {
  const o = state.byNo[orderNo];
  return o && !o.mergedInto && !o.hidden ? o : undefined;
};

export const totalQty = (order: Order): number => order.items.reduce((n, i) => n + i.qty, 0);
