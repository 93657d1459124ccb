/**
 * What the customers module allows on a row in its state: the actions the list offers and decide
 * accepts.
 */
import type { CustomerAction } from '../../schemas/customers/domain.ts';
import type { AttemptState } from '../attempt/state.ts';
import type { Customer } from './state.ts';

/** A buyer with orders keeps their file (delete is refused). */
export const buyerHasOrders = (state: AttemptState, id: string) =>
  Object.values(state.orders.byNo).some((o) => o.buyer === id && !o.hidden);

/** Row actions a customer file allows now; the decider runs the same checks. */
export const allowedCustomerActions = (state: AttemptState, c: Customer): CustomerAction[] => [
  'modify',
  c.status === 'blacklist' ? 'unblacklist' : 'blacklist',
  ...(buyerHasOrders(state, c.id) ? [] : (['delete'] as const)),
];
