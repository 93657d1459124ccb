import type { Envelope } from '../core/envelope.ts';
import type { StockState } from './state.ts';

/** Stock reacts to other modules' events: shipping consumes the stock of each item. */
export const evolveStock = (draft: StockState, event: Envelope): void => {
  switch (event.type) {
    case 'OrderShipped':
      for (const item of event.data.items) {
        const s = draft.bySku[item.sku];
        if (s) s.qty -= item.qty;
      }
      return;
    default:
      return;
  }
};
