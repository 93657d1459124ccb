/** The customers module for the engine (engine/kit.ts); files start from the scenario's buyers. */
import type { EngineModule } from '../kit.ts';
import { decideCustomers } from './decide.ts';
import { evolveCustomers } from './evolve.ts';
import { findCustomer, initialCustomers, type CustomersState } from './state.ts';
import { customerTotals } from './totals.ts';
import { customersExplore } from './explore.ts';

export const customersModule: EngineModule<'customers', CustomersState> = {
  init: initialCustomers,
  evolve: evolveCustomers,
  decide: decideCustomers,
  policies: {},
  timers: {},
  finals: {
    customer: {
      keys: (state) => Object.keys(state.customers.byId),
      view: (state, key) => {
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
      // Files created during the case are numbered C0001, C0002 …
      known: (s, key) => s.buyers.some((b) => b.id === key) || /^C\d{4}$/.test(key),
    },
  },
  explore: customersExplore,
  check: () => undefined,
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    customers: CustomersState;
  }
}
