/** The customer files' list view: files with totals derived from the attempt's orders. */
import {
  allowedCustomerActions,
  customerTotals,
  findCustomer,
  listedCustomers,
  visibleOrders,
  type AttemptState,
  type Customer,
} from '../../../engine/index.ts';
import { orderMoney } from '../../../engine/orders/refunds.ts';
import type * as C from '../../../schemas/customers/api.ts';
import { contains, pageOf } from '../operate.ts';

const rowsOf = (state: AttemptState) => {
  const totals = customerTotals(state);
  return (c: Customer): C.CustomerRow => {
    const t = totals.get(c.id) ?? { paidAmount: 0, paidCount: 0, orderCount: 0 };
    return {
      id: c.id,
      platform: c.platform,
      account: c.account,
      name: c.name,
      region: c.region,
      contact: c.contact,
      details: c.details,
      status: c.status,
      blacklistReason: c.blacklistReason,
      ...t,
      actions: allowedCustomerActions(state, c),
    };
  };
};

export const customerList = (state: AttemptState, q: C.CustomerListBody): C.CustomerListData => {
  const rows = listedCustomers(state.customers)
    .map(rowsOf(state))
    .filter(
      (r) =>
        (!q.platform || r.platform === q.platform) &&
        (!q.region || r.region === q.region) &&
        (!q.status || r.status === q.status) &&
        (contains(r.account, q.keyword) || contains(r.name, q.keyword)),
    );
  return { ...pageOf(rows, q.page, q.limit), version: state.version };
};

/** One file with the buyer's visible orders, or null when there is no such (living) file. */
export const customerInfos = (state: AttemptState, id: string): C.CustomerInfosData | null => {
  const c = findCustomer(state.customers, id);
  if (!c) return null;
  const orders = visibleOrders(state.orders)
    .filter((o) => o.buyer === c.id)
    .map((o) => ({
      orderNo: o.no,
      status: o.status,
      createdAt: o.createdAt,
      amountReceived: orderMoney(o).net,
      qty: o.items.reduce((n, i) => n + i.qty, 0),
    }));
  return { customer: rowsOf(state)(c), orders };
};
