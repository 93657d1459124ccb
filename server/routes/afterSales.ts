/** /api/PTAfterSale: after-sales applications of an attempt. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  allowedAfterSaleActions,
  listedAfterSales,
  refundable,
  type AfterSale,
} from '../../engine/index.ts';
import type { Loaded } from '../attempts/service.ts';
import * as A from '../../schemas/afterSales/api.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import { OperateData } from '../../schemas/api/operate.ts';
import type { AppContext } from '../context.ts';
import { contains, currentAttempt, ok, operate, pageOf } from './operate.ts';

const tags = ['PTAfterSale'];

const rowOf = (a: AfterSale, l: Pick<Loaded, 'scenario' | 'state'>): A.AfterSaleRow => {
  const order = l.state.orders.byNo[a.orderNo];
  const store = l.scenario.stores.find((s) => s.id === order?.store);
  const buyer = order ? l.state.customers.byId[order.buyer] : undefined;
  return {
    id: a.id,
    orderNo: a.orderNo,
    storeName: store?.name ?? '',
    platform: store?.platform ?? 'independent',
    buyerName: buyer?.name ?? order?.buyer ?? '',
    kind: a.kind,
    status: a.status,
    orderAmount: order?.amountReceived ?? 0,
    requestedAmount: a.requestedAmount,
    refundAmount: a.refunded > 0 ? a.refunded : a.agreedAmount,
    refundable: refundable(l.state, a),
    appliedAt: a.appliedAt,
    reason: a.reason,
    items: a.items.map((i) => ({
      ...i,
      name: l.state.warehouse.bySku[i.sku]?.name ?? { en: i.sku },
    })),
    logistics: a.logistics as A.AfterSaleRow['logistics'],
    refuseReason: a.refuseReason,
    remark: a.remark,
    actions: allowedAfterSaleActions(a),
  };
};

export const afterSaleRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/list',
      {
        schema: {
          tags,
          body: A.AfterSaleListBody,
          response: { 200: Envelope(A.AfterSaleListData) },
        },
      },
      async (req) => {
        const l = await currentAttempt(ctx, req, req.body.userCaseID);
        const q = req.body;
        const rows = listedAfterSales(l.state.afterSales)
          .map((a) => rowOf(a, l))
          .filter(
            (r) =>
              (!q.kind || r.kind === q.kind) &&
              (contains(r.orderNo, q.keyword) || contains(r.buyerName, q.keyword)),
          );
        const counts: Record<string, number> = {};
        for (const r of rows) counts[r.status] = (counts[r.status] ?? 0) + 1;
        const shown = q.status ? rows.filter((r) => r.status === q.status) : rows;
        return ok({ ...pageOf(shown, q.page, q.limit), version: l.state.version, counts });
      },
    );

    app.post(
      '/Operate',
      { schema: { tags, body: A.AfterSaleOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );
  };
