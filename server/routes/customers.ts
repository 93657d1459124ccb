/** /api/PTCustomer: customer files of an attempt, with totals derived from orders. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  allowedCustomerActions,
  customerTotals,
  findCustomer,
  listedCustomers,
  visibleOrders,
  type AttemptState,
  type Customer,
} from '../../engine/index.ts';
import * as C from '../../schemas/customers/api.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import { OperateData } from '../../schemas/api/operate.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { contains, currentAttempt, ok, operate, pageOf } from './operate.ts';

const tags = ['PTCustomer'];

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

export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    // The spec writes /PTCustomer/List; the issue tracker /list. Both are served.
    for (const path of ['/List', '/list'])
      app.post(
        path,
        {
          schema: {
            tags,
            body: C.CustomerListBody,
            response: { 200: Envelope(C.CustomerListData) },
          },
        },
        async (req) => {
          const { state } = await currentAttempt(ctx, req, req.body.userCaseID);
          const q = req.body;
          const rows = listedCustomers(state.customers)
            .map(rowsOf(state))
            .filter(
              (r) =>
                (!q.platform || r.platform === q.platform) &&
                (!q.region || r.region === q.region) &&
                (!q.status || r.status === q.status) &&
                (contains(r.account, q.keyword) || contains(r.name, q.keyword)),
            );
          return ok({ ...pageOf(rows, q.page, q.limit), version: state.version });
        },
      );

    app.post(
      '/Operate',
      { schema: { tags, body: C.CustomerOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );

    app.post(
      '/Infos',
      {
        schema: {
          tags,
          body: C.CustomerInfosBody,
          response: { 200: Envelope(C.CustomerInfosData) },
        },
      },
      async (req) => {
        const { state } = await currentAttempt(ctx, req, req.body.userCaseID);
        const c = findCustomer(state.customers, req.body.id);
        if (!c) throw notFound('customers.error.notFound');
        const orders = visibleOrders(state.orders)
          .filter((o) => o.buyer === c.id)
          .map((o) => ({
            orderNo: o.no,
            status: o.status,
            createdAt: o.createdAt,
            amountReceived: o.amountReceived,
            qty: o.items.reduce((n, i) => n + i.qty, 0),
          }));
        return ok({ customer: rowsOf(state)(c), orders });
      },
    );
  };
