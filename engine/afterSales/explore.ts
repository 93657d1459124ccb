/** What the explorer may ask of after-sales: the requests and the amounts they can be agreed at. */
import type { ExploreKit } from '../kit.ts';

export const afterSalesExplore: ExploreKit = {
  domains: (state) => {
    const all = Object.values(state.afterSales.byId);
    return {
      id: all.map((a) => a.id),
      refundAmount: [
        ...new Set(all.flatMap((a) => [a.requestedAmount, a.agreedAmount ?? a.requestedAmount])),
      ],
    };
  },
};
