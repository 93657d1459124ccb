/** The after-sales list view: rows with the order's store, buyer and what is still refundable. */
import {
  allowedAfterSaleActions,
  listedAfterSales,
  refundable,
  type AfterSale,
} from '../../../engine/index.ts';
import { orderMoney } from '../../../engine/orders/refunds.ts';
import type * as A from '../../../schemas/afterSales/api.ts';
import { contains, countBy, pageOf } from '../operate.ts';
import type { View } from '../view.ts';

export const afterSaleRow = (a: AfterSale, { scenario, state }: View): A.AfterSaleRow => {
  const order = state.orders.byNo[a.orderNo];
  const store = scenario.stores.find((s) => s.id === order?.store);
  const buyer = order ? state.customers.byId[order.buyer] : undefined;
  return {
    id: a.id,
    orderNo: a.orderNo,
    storeName: store?.name ?? '',
    platform: store?.platform ?? 'independent',
    buyer: order?.buyer ?? null,
    buyerName: buyer?.name ?? order?.buyer ?? '',
    kind: a.kind,
    status: a.status,
    orderAmount: order ? orderMoney(order).received : 0,
    requestedAmount: a.requestedAmount,
    refundAmount: a.refunded > 0 ? a.refunded : a.agreedAmount,
    refundable: refundable(state, a),
    appliedAt: a.appliedAt,
    reason: a.reason,
    items: a.items.map((i) => ({
      ...i,
      name: state.warehouse.bySku[i.sku]?.name ?? { en: i.sku },
    })),
    logistics: a.logistics as A.AfterSaleRow['logistics'],
    refuseReason: a.refuseReason,
    remark: a.remark,
    actions: allowedAfterSaleActions(a),
  };
};

/** The list call's data: the counts per status cover every filter but the status tab. */
export const afterSaleList = (view: View, q: A.AfterSaleListBody): A.AfterSaleListData => {
  const rows = listedAfterSales(view.state.afterSales)
    .map((a) => afterSaleRow(a, view))
    .filter(
      (r) =>
        (!q.kind || r.kind === q.kind) &&
        (contains(r.orderNo, q.keyword) || contains(r.buyerName, q.keyword)),
    );
  const shown = q.status ? rows.filter((r) => r.status === q.status) : rows;
  return {
    ...pageOf(shown, q.page, q.limit),
    version: view.state.version,
    counts: countBy(rows, (r) => r.status),
  };
};
