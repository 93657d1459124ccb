/** /api/PTStorage: the warehouse of an attempt (list, operate; Import is in imports.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { allowedStockActions, listedStock, reservedBySku, simTimeOf } from '../../engine/index.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import { OperateData } from '../../schemas/api/operate.ts';
import * as S from '../../schemas/warehouse/api.ts';
import type { AppContext } from '../context.ts';
import { contains, currentAttempt, ok, operate, pageOf } from './operate.ts';

const tags = ['PTStorage'];

export const warehouseRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/list',
      { schema: { tags, body: S.StockListBody, response: { 200: Envelope(S.StockListData) } } },
      async (req) => {
        const { scenario, state } = await currentAttempt(ctx, req, req.body.userCaseID);
        const q = req.body;
        const reserved = reservedBySku(state);
        const storeOf = (id: string) => scenario.stores.find((s) => s.id === id);
        const rows: S.StockRow[] = listedStock(state.warehouse).map((s) => ({
          sku: s.sku,
          name: s.name,
          spec: s.spec,
          price: s.price,
          qty: s.qty,
          status: s.status,
          store: s.store,
          storeName: storeOf(s.store)?.name ?? s.store,
          platform: storeOf(s.store)?.platform ?? 'independent',
          reserved: reserved.get(s.sku) ?? 0,
          actions: allowedStockActions(state, s, reserved),
        }));
        const shown = rows.filter(
          (r) =>
            (!q.status || r.status === q.status) &&
            (!q.platform || r.platform === q.platform) &&
            (contains(r.sku, q.keyword) ||
              Object.values(r.name).some((n) => contains(n ?? '', q.keyword))),
        );
        const open = state.warehouse.check;
        return ok({
          ...pageOf(shown, q.page, q.limit),
          version: state.version,
          check: open
            ? {
                checkNo: open.checkNo,
                startedAt: simTimeOf(scenario.clock, state.startedAt, open.startedAt),
                lines: listedStock(state.warehouse)
                  .filter((s) => open.skus.includes(s.sku))
                  .map((s) => ({ sku: s.sku, name: s.name, book: s.qty })),
              }
            : null,
          stores: scenario.stores.map(({ id, name, platform }) => ({ id, name, platform })),
        });
      },
    );

    app.post(
      '/Operate',
      { schema: { tags, body: S.StockOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );
  };
