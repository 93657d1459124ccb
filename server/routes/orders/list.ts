/** The order desk's list view: rows of the attempt's visible orders, filtered, counted, paged. */
import {
  allowedOrderActions,
  buyerStatus,
  simTimeOf,
  splitLimits,
  stockQty,
  visibleOrders,
  type AttemptState,
  type Order,
} from '../../../engine/index.ts';
import { orderMoney } from '../../../engine/orders/refunds.ts';
import type * as O from '../../../schemas/orders/api.ts';
import { contains, countBy, pageOf } from '../operate.ts';

import type { View } from '../view.ts';

/** The buyer's name from the attempt's customer files (imported buyers included). */
const buyerName = (state: AttemptState, id: string) => state.customers.byId[id]?.name ?? id;

export const orderRow = (o: Order, { scenario: s, state }: View): O.OrderRow => {
  const store = s.stores.find((x) => x.id === o.store);
  return {
    orderNo: o.no,
    store: o.store,
    storeName: store?.name ?? o.store,
    platform: store?.platform ?? 'independent',
    buyer: o.buyer,
    buyerName: buyerName(state, o.buyer),
    status: o.status,
    type: o.type,
    paymentMethod: o.paymentMethod,
    brand: o.brand,
    createdAt: o.createdAt,
    items: o.items.map((i) => ({
      ...i,
      name: state.warehouse.bySku[i.sku]?.name ?? { en: i.sku },
      inStock: stockQty(state.warehouse, i.sku),
    })),
    freight: o.freight,
    amountReceived: orderMoney(o).net,
    receiver: o.receiver,
    logistics: o.logistics && {
      carrier: o.logistics.carrier as NonNullable<O.OrderRow['logistics']>['carrier'],
      trackingNo: o.logistics.trackingNo,
      // Stamped with the wall clock; shown on the case's clock, like every other time of the case
      // (an order shipped before the case says when on that clock already).
      shippedAt:
        o.logistics.simShippedAt ?? simTimeOf(s.clock, state.clockStartedAt, o.logistics.shippedAt),
    },
    remark: o.remark,
    gift: o.gift,
    restorable: o.restorable,
    splitFrom: o.splitFrom,
    mergedFrom: o.mergedFrom,
    buyerStatus: buyerStatus(state.customers, o.buyer),
    review: o.review ? { ...o.review } : null,
    currency: store?.currency ?? 'USD',
    actions: allowedOrderActions(o),
    limits: { split: splitLimits(o) },
  };
};

const filterOf = (q: O.OrderListBody, { scenario: s, state }: View) => {
  const from = q.dateFrom ? Date.parse(q.dateFrom) : -Infinity;
  const to = q.dateTo ? Date.parse(q.dateTo) : Infinity;
  const platformOf = (store: string) => s.stores.find((x) => x.id === store)?.platform;
  return (o: Order) =>
    (!q.store || o.store === q.store) &&
    (!q.platform || platformOf(o.store) === q.platform) &&
    contains(o.no, q.orderNo) &&
    contains(buyerName(state, o.buyer), q.buyer) &&
    Date.parse(o.createdAt) >= from &&
    Date.parse(o.createdAt) <= to &&
    (!q.type || o.type === q.type) &&
    (!q.paymentMethod || o.paymentMethod === q.paymentMethod) &&
    (q.gift === undefined || o.gift === q.gift);
};

/** The list call's data: the counts per status cover every filter but the status tab. */
export const orderList = (view: View, q: O.OrderListBody): O.OrderListData => {
  const matching = visibleOrders(view.state.orders).filter(filterOf(q, view));
  const shown = q.status ? matching.filter((o) => o.status === q.status) : matching;
  const page = pageOf(shown, q.page, q.limit);
  return {
    ...page,
    list: page.list.map((o) => orderRow(o, view)),
    version: view.state.version,
    counts: countBy(matching, (o) => o.status),
  };
};
