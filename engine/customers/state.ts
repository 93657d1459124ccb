/** The customers module's slice of the attempt state, and its init from the scenario. */
import type { CustomerStatus, Platform, Region } from '../../schemas/common.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export type Customer = {
  id: string;
  platform: Platform;
  account: string;
  name: string;
  region: Region;
  contact: string;
  details: string;
  status: CustomerStatus;
  blacklistReason: string;
  deleted: boolean;
  position: number;
};
export type CustomersState = { byId: Record<string, Customer>; created: number };

/** The case's buyers are the first customer files; their platform is that of their orders' store. */
export const initialCustomers = (scenario: Scenario): CustomersState => {
  const platformOf = (buyer: string) => {
    const order = (scenario.world.orders ?? []).find((o) => o.buyer === buyer);
    const store = scenario.stores.find((s) => s.id === order?.store) ?? scenario.stores[0];
    return store?.platform ?? 'independent';
  };
  const byId: Record<string, Customer> = {};
  scenario.buyers.forEach((b, position) => {
    byId[b.id] = {
      id: b.id,
      platform: b.platform ?? platformOf(b.id),
      account: b.account ?? b.id,
      name: b.name,
      region: b.region ?? 'other',
      contact: b.contact ?? '',
      details: b.details ?? '',
      status: b.blacklisted ? 'blacklist' : 'normal',
      blacklistReason: '',
      deleted: false,
      position,
    };
  });
  return { byId, created: 0 };
};

export const findCustomer = (state: CustomersState, id: string): Customer | undefined => {
  const c = state.byId[id];
  return c && !c.deleted ? c : undefined;
};

export const listedCustomers = (state: CustomersState): Customer[] =>
  Object.values(state.byId)
    .filter((c) => !c.deleted)
    .sort((a, b) => a.position - b.position);

/** The customer file status of a buyer ('normal' for a buyer without a file). */
export const buyerStatus = (state: CustomersState, buyer: string): CustomerStatus =>
  findCustomer(state, buyer)?.status ?? 'normal';
