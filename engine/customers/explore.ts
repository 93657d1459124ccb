/** What the explorer may ask of the customer files: the files kept, the case's buyers' details. */
import type { ExploreKit } from '../kit.ts';

export const customersExplore: ExploreKit = {
  domains: (state, scenario) => {
    const files = Object.values(state.customers.byId).filter((c) => !c.deleted);
    return {
      id: files.map((c) => c.id),
      account: scenario.buyers.map((b) => b.account),
      name: scenario.buyers.map((b) => b.name),
      // A contact is an e-mail address or a phone number.
      contact: ['buyer@example.com', '+1 415 555 0132'],
    };
  },
};
