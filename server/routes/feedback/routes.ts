/** /api/PTFeedback, the route of its own (the kit registers the list and Operate): ShopList. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import * as F from '../../../schemas/feedback/api.ts';
import type { AppContext } from '../../context.ts';
import { currentAttempt, ok } from '../operate.ts';
import { shopList } from './list.ts';

const tags = ['PTFeedback'];

export const feedbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/ShopList',
      { schema: { tags, body: F.ShopListBody, response: { 200: Envelope(F.ShopListData) } } },
      async (req) => ok(shopList(await currentAttempt(ctx, req, req.body.userCaseID))),
    );
  };
