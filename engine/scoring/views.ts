import type { AttemptState } from '../attempt/state.ts';
import { findCustomer } from '../customers/state.ts';
import { customerTotals } from '../customers/totals.ts';
import { findOrder, totalQty } from '../orders/state.ts';

/**
 * The fields a scenario's `final` condition can test, per entity. Adding an entity is one entry.
 * Values are flat so a scenario author can match them directly.
 */
export const FINAL_VIEWS = {
  order: {
    fields: [
      'status',
      'gift',
      'remark',
      'carrier',
      'trackingNo',
      'qty',
      'buyer',
      'store',
      'amountReceived',
      'skus',
      'buyerStatus',
    ],
    view: (state: AttemptState, key: string): Record<string, unknown> | null => {
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
        amountReceived: o.amountReceived,
        skus: o.items.map((i) => i.sku),
        buyerStatus: findCustomer(state.customers, o.buyer)?.status ?? 'normal',
      };
    },
  },
  stock: {
    fields: ['qty', 'status', 'price', 'deleted'],
    view: (state: AttemptState, key: string): Record<string, unknown> | null => {
      const s = state.warehouse.bySku[key];
      return s ? { qty: s.qty, status: s.status, price: s.price, deleted: s.deleted } : null;
    },
  },
  afterSale: {
    fields: ['status', 'refundAmount', 'remark', 'refuseReason'],
    view: (state: AttemptState, key: string): Record<string, unknown> | null => {
      const a = state.afterSales.byId[key];
      return a
        ? {
            status: a.status,
            refundAmount: a.refunded,
            remark: a.remark,
            refuseReason: a.refuseReason,
          }
        : null;
    },
  },
  customer: {
    fields: ['status', 'region', 'account', 'contact', 'paidCount', 'paidAmount', 'deleted'],
    view: (state: AttemptState, key: string): Record<string, unknown> | null => {
      const c = state.customers.byId[key];
      if (!c) return null;
      const t = customerTotals(state).get(key);
      return {
        status: c.status,
        region: c.region,
        account: c.account,
        contact: c.contact,
        paidCount: t?.paidCount ?? 0,
        paidAmount: t?.paidAmount ?? 0,
        deleted: !findCustomer(state.customers, key),
      };
    },
  },
} as const;
