import type { AttemptState } from '../attempt/state.ts';
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
      };
    },
  },
  stock: {
    fields: ['qty', 'status', 'price'],
    view: (state: AttemptState, key: string): Record<string, unknown> | null => {
      const s = state.stock.bySku[key];
      return s ? { qty: s.qty, status: s.status, price: s.price } : null;
    },
  },
} as const;
