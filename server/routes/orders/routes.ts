/**
 * /api/PTOrder, the route of its own (the kit registers the list and Operate; Import:
 * imports.ts): GetSelectList.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARRIERS, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '../../../schemas/common.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import * as O from '../../../schemas/orders/api.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../operate.ts';

const tags = ['PTOrder'];

export const orderRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
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
