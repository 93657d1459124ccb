/** /api/PTOrder: the order desk of an attempt. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  allowedOrderActions,
  buyerStatus,
  simTimeOf,
  splitLimits,
  stockQty,
  visibleOrders,
  type AttemptState,
  type Order,
} from '../../engine/index.ts';
import { CARRIERS, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '../../schemas/common.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import * as O from '../../schemas/orders/api.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { AppContext } from '../context.ts';

const ok = <T>(data: T) => ({ status: 'success' as const, message: '', data });
const tags = ['PTOrder'];

/** The buyer's name from the attempt's customer files (imported buyers included). */
const buyerName = (state: AttemptState, id: string) => state.customers.byId[id]?.name ?? id;

const rowOf = (o: Order, s: Scenario, state: AttemptState): O.OrderRow => {
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
    amountReceived: o.amountReceived,
    receiver: o.receiver,
    logistics: o.logistics && {
      ...(o.logistics as NonNullable<O.OrderRow['logistics']>),
      // Stamped with the wall clock; shown on the case's clock, like every other time of the case.
      shippedAt: simTimeOf(s.clock, state.startedAt, o.logistics.shippedAt),
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

const filterOf = (q: O.OrderListBody, s: Scenario, state: AttemptState) => {
  const text = (v: string | undefined) => v?.trim().toLowerCase() ?? '';
  const no = text(q.orderNo);
  const buyer = text(q.buyer);
  const from = q.dateFrom ? Date.parse(q.dateFrom) : -Infinity;
  const to = q.dateTo ? Date.parse(q.dateTo) : Infinity;
  const platformOf = (store: string) => s.stores.find((x) => x.id === store)?.platform;
  return (o: Order) =>
    (!q.store || o.store === q.store) &&
    (!q.platform || platformOf(o.store) === q.platform) &&
    (!no || o.no.toLowerCase().includes(no)) &&
    (!buyer || buyerName(state, o.buyer).toLowerCase().includes(buyer)) &&
    Date.parse(o.createdAt) >= from &&
    Date.parse(o.createdAt) <= to &&
    (!q.type || o.type === q.type) &&
    (!q.paymentMethod || o.paymentMethod === q.paymentMethod) &&
    (q.gift === undefined || o.gift === q.gift);
};

export const orderRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/list',
      { schema: { tags, body: O.OrderListBody, response: { 200: Envelope(O.OrderListData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const { scenario, state } = await ctx.attempts.current(attempt, ctx.now());
        const page = req.body.page ?? 1;
        const limit = req.body.limit ?? 20;
        const matching = visibleOrders(state.orders).filter(filterOf(req.body, scenario, state));
        const counts: Record<string, number> = {};
        for (const o of matching) counts[o.status] = (counts[o.status] ?? 0) + 1;
        const filtered = req.body.status
          ? matching.filter((o) => o.status === req.body.status)
          : matching;
        const list = filtered
          .slice((page - 1) * limit, page * limit)
          .map((o) => rowOf(o, scenario, state));
        return ok({ list, total: filtered.length, page, limit, version: state.version, counts });
      },
    );

    app.post(
      '/Operate',
      { schema: { tags, body: O.OrderOperateBody, response: { 200: Envelope(O.OperateData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const r = await ctx.attempts.execute(
          user,
          attempt,
          req.body.command,
          ctx.now(),
          req.body.expectedVersion,
        );
        return ok({
          version: r.version,
          events: r.events.map((e) => ({ type: e.type, data: e.data })),
        });
      },
    );

    app.post(
      '/GetSelectList',
      { schema: { tags, body: O.SelectListBody, response: { 200: Envelope(O.SelectListData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const s = ctx.attempts.scenario(attempt.caseId);
        return ok({
          stores: s.stores.map(({ id, name, platform }) => ({ id, name, platform })),
          carriers: [...(s.carriers ?? CARRIERS)],
          statuses: [...ORDER_STATUSES],
          paymentMethods: [...PAYMENT_METHODS],
          types: [...ORDER_TYPES],
        });
      },
    );
  };
