/** /api/PTOrder: the order desk of an attempt (list, Operate, select lists; Import: imports.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARRIERS, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '../../../schemas/common.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import * as O from '../../../schemas/orders/api.ts';
import type { AppContext } from '../../context.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { orderList } from './list.ts';

const tags = ['PTOrder'];

export const orderRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/list',
      { schema: { tags, body: O.OrderListBody, response: { 200: Envelope(O.OrderListData) } } },
      async (req) => ok(orderList(await currentAttempt(ctx, req, req.body.userCaseID), req.body)),
    );

    app.post(
      '/Operate',
      { schema: { tags, body: O.OrderOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );

    app.post(
      '/GetSelectList',
      { schema: { tags, body: O.SelectListBody, response: { 200: Envelope(O.SelectListData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const { scenario: s } = await ctx.attempts.load(attempt);
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
