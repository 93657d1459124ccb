/** /api/PTFeedback: the stores' reviews (list with key metrics, ShopList, Operate). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import * as F from '../../../schemas/feedback/api.ts';
import type { AppContext } from '../../context.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { feedbackList, shopList } from './list.ts';

const tags = ['PTFeedback'];

export const feedbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/list',
      {
        schema: { tags, body: F.FeedbackListBody, response: { 200: Envelope(F.FeedbackListData) } },
      },
      async (req) =>
        ok(feedbackList(await currentAttempt(ctx, req, req.body.userCaseID), req.body)),
    );
    app.post(
      '/ShopList',
      { schema: { tags, body: F.ShopListBody, response: { 200: Envelope(F.ShopListData) } } },
      async (req) => ok(shopList(await currentAttempt(ctx, req, req.body.userCaseID))),
    );
    app.post(
      '/Operate',
      { schema: { tags, body: F.FeedbackOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );
  };
