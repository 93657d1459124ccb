/** /api/PTAfterSale: after-sales applications of an attempt. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as A from '../../../schemas/afterSales/api.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import type { AppContext } from '../../context.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { afterSaleList } from './list.ts';

const tags = ['PTAfterSale'];

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
      async (req) =>
        ok(afterSaleList(await currentAttempt(ctx, req, req.body.userCaseID), req.body)),
    );

    app.post(
      '/Operate',
      { schema: { tags, body: A.AfterSaleOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );
  };
