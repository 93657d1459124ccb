/** The warehouse module's evolve: folds its events (and the others it reacts to) into its slice. */
import type { Envelope } from '../core/envelope.ts';
import type { WarehouseState } from './state.ts';
import { othersOnly } from '../kit.ts';

const add = (draft: WarehouseState, sku: string, qty: number) => {
  const s = draft.bySku[sku];
  if (s) s.qty += qty;
};

/**
 * The warehouse slice: its own events, and other modules' events that move goods — shipping
 * consumes stock, a received return restores it.
 */
export const evolveWarehouse = (draft: WarehouseState, event: Envelope): void => {
  switch (event.type) {
    case 'OrderShipped':
      for (const item of event.data.items) add(draft, item.sku, -item.qty);
      return;
    case 'AfterSaleGoodsReceived':
      for (const item of event.data.items) add(draft, item.sku, item.qty);
      return;
    case 'StockModified': {
      const s = draft.bySku[event.data.sku];
      if (!s) return;
      s.qty = event.data.qty;
      s.price = event.data.price;
      s.status = event.data.status;
      return;
    }
    case 'StockDeleted': {
      const s = draft.bySku[event.data.sku];
      if (s) s.deleted = true;
      return;
    }
    case 'StockImported': {
      let position = Object.keys(draft.bySku).length;
      for (const item of event.data.items) {
        draft.bySku[item.sku] = {
          sku: item.sku,
          name: item.name,
          spec: item.spec,
          qty: item.qty,
          price: item.price,
          status: item.status,
          store: item.store,
          deleted: false,
          position: position++,
        };
      }
      return;
    }
    case 'InventoryCheckStarted':
      draft.check = {
        checkNo: event.data.checkNo,
        startedAt: event.metadata.now,
        skus: event.data.skus,
      };
      draft.checksStarted = Math.max(draft.checksStarted, event.data.checkNo);
      return;
    case 'InventoryCheckCancelled':
      draft.check = null;
      return;
    case 'InventoryCheckPosted':
      for (const a of event.data.adjustments) {
        const s = draft.bySku[a.sku];
        if (s) s.qty = a.counted;
      }
      draft.check = null;
      return;
    default:
      return othersOnly('warehouse', event.type);
  }
};
