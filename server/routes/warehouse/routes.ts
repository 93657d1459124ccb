/** /api/PTStorage: the warehouse of an attempt (list, Operate; Import: imports.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import * as S from '../../../schemas/warehouse/api.ts';
import type { AppContext } from '../../context.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { stockList } from './list.ts';

const tags = ['PTStorage'];

export const warehouseRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/list',
      { schema: { tags, body: S.StockListBody, response: { 200: Envelope(S.StockListData) } } },
      async (req) => ok(stockList(await currentAttempt(ctx, req, req.body.userCaseID), req.body)),
    );

    app.post(
      '/Operate',
      { schema: { tags, body: S.StockOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );
  };
