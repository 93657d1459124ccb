/** The orders module's evolve: folds its events (and the others it reacts to) into its slice. */
import type { Envelope } from '../core/envelope.ts';
import { orderMoney, refundOf } from './refunds.ts';
import { cents, type Order, type OrdersState } from './state.ts';
import { othersOnly } from '../kit.ts';

const addItem = (order: Order, sku: string, qty: number, price: number) => {
  const line = order.items.find((i) => i.sku === sku && i.price === price);
  if (line) line.qty += qty;
  else order.items.push({ sku, qty, price });
};

/** Applies an event to the orders slice (an immer draft). Events carry every fact needed. */
export const evolveOrders = (draft: OrdersState, event: Envelope): void => {
  switch (event.type) {
    case 'OrderShipped': {
      const o = draft.byNo[event.data.orderNo];
      if (!o) return;
      o.status = 'shipped';
      o.logistics = {
        carrier: event.data.carrier,
        trackingNo: event.data.trackingNo,
        shippedAt: event.metadata.now,
      };
      return;
    }
    case 'OrderSplit': {
      const o = draft.byNo[event.data.orderNo];
      if (!o) return;
      const line = o.items.find((i) => i.sku === event.data.sku);
      if (!line) return;
      const moved = cents(line.price * event.data.qty);
      line.qty -= event.data.qty;
      o.items = o.items.filter((i) => i.qty > 0);
      o.splitCount += 1;
      const paid = orderMoney(o).net > 0;
      if (paid) o.amountReceived = cents(o.amountReceived - moved);
      draft.byNo[event.data.newOrderNo] = {
        ...o,
        no: event.data.newOrderNo,
        items: [{ sku: event.data.sku, qty: event.data.qty, price: line.price }],
        freight: 0,
        amountReceived: paid ? moved : 0,
        refunds: [],
        remark: '',
        logistics: null,
        splitFrom: o.no,
        splitCount: 0,
        mergedFrom: [],
        mergedInto: null,
        receiver: { ...o.receiver },
        review: null,
        contacted: 0,
        sortKey: `${o.sortKey}.${String(o.splitCount).padStart(3, '0')}`,
      };
      return;
    }
    case 'OrdersMerged': {
      const target = draft.byNo[event.data.orderNo];
      if (!target) return;
      for (const no of event.data.mergedOrderNos) {
        const other = draft.byNo[no];
        if (!other) continue;
        for (const i of other.items) addItem(target, i.sku, i.qty, i.price);
        target.freight = cents(target.freight + other.freight);
        target.amountReceived = cents(target.amountReceived + other.amountReceived);
        target.refunds.push(...other.refunds.map((r) => ({ ...r })));
        target.gift = target.gift || other.gift;
        target.mergedFrom.push(no);
        other.mergedInto = target.no;
      }
      return;
    }
    case 'DisputeRefunded':
    case 'AfterSaleRefunded': {
      // Every module's refund is recorded on its order the same way (refunds.ts).
      const r = refundOf(event);
      const o = r && draft.byNo[r.orderNo];
      if (r && o) o.refunds.push({ by: r.by, id: r.id, amount: r.amount });
      return;
    }
    case 'OrderCancelled': {
      const o = draft.byNo[event.data.orderNo];
      if (!o) return;
      o.previousStatus = event.data.previousStatus;
      o.status = 'cancelled';
      return;
    }
    case 'OrderRestored': {
      const o = draft.byNo[event.data.orderNo];
      if (!o) return;
      o.status = event.data.status;
      o.previousStatus = null;
      return;
    }
    case 'OrderRemarked': {
      const o = draft.byNo[event.data.orderNo];
      if (o) o.remark = event.data.remark;
      return;
    }
    case 'OrderGiftMarked': {
      const o = draft.byNo[event.data.orderNo];
      if (o) o.gift = event.data.gift;
      return;
    }
    case 'BuyerContacted': {
      const o = draft.byNo[event.data.orderNo];
      if (o) o.contacted += 1;
      return;
    }
    case 'OrderReviewReplied': {
      const o = draft.byNo[event.data.orderNo];
      if (o?.review) o.review.reply = event.data.reply;
      return;
    }
    case 'OrderArrived': {
      const o = draft.byNo[event.data.orderNo];
      if (o) o.hidden = false;
      return;
    }
    case 'OrdersImported': {
      let index = Object.keys(draft.byNo).length;
      for (const i of event.data.orders) {
        draft.byNo[i.no] = {
          ...i,
          items: i.items.map((x) => ({ ...x })),
          receiver: { ...i.receiver },
          status: 'pendingShipment',
          previousStatus: null,
          refunds: [],
          brand: '',
          logistics: null,
          remark: '',
          gift: false,
          restorable: true,
          splitFrom: null,
          splitCount: 0,
          mergedFrom: [],
          mergedInto: null,
          sortKey: `i${String(index++).padStart(6, '0')}`,
          hidden: false,
          review: null,
          contacted: 0,
        };
      }
      return;
    }
    default:
      return othersOnly('orders', event.type);
  }
};
