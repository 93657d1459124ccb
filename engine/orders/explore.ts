/** What the explorer may ask of the orders module: the orders in view, their SKUs and quantities. */
import type { ExploreKit } from '../kit.ts';
import { visibleOrders } from './state.ts';

export const ordersExplore: ExploreKit = {
  domains: (state) => {
    const orders = visibleOrders(state.orders);
    const nos = orders.map((o) => o.no);
    return {
      orderNo: nos,
      orderNos: nos,
      sku: [...new Set(orders.flatMap((o) => o.items.map((i) => i.sku)))],
      qty: [
        ...new Set(orders.flatMap((o) => o.items.flatMap((i) => [1, i.qty - 1, i.qty]))),
      ].filter((n) => n > 0),
    };
  },
};
