/**
 * What the explorer may ask of claims: the case's stores, counterparties and orders, the claims
 * filed, and amounts from what the case's rules pay and what the orders brought in.
 */
import type { ExploreKit } from '../kit.ts';

export const claimsExplore: ExploreKit = {
  domains: (state, scenario) => {
    const w = scenario.world.claims;
    return {
      id: Object.keys(state.claim.byId),
      store: scenario.stores.map((s) => s.id),
      counterparty: (w?.counterparties ?? []).map((c) => c.id),
      kind: [...new Set((w?.counterparties ?? []).map((c) => c.kind))],
      orderNo: (scenario.world.orders ?? []).map((o) => o.no),
      amount: [
        ...new Set([
          ...(w?.rules ?? []).flatMap((r) => (r.maxAmount !== undefined ? [r.maxAmount] : [])),
          ...Object.values(state.orders.byNo).map((o) => o.amountReceived),
        ]),
      ].filter((n) => n > 0),
    };
  },
};
