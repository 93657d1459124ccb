/** /api/PTClaimant: the store's claims (list, Add, Operate: cancel, add evidence). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import * as C from '../../../schemas/claim/api.ts';
import type { AppContext } from '../../context.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { claimList } from './list.ts';

const tags = ['PTClaimant'];

export const claimRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/list',
      { schema: { tags, body: C.ClaimListBody, response: { 200: Envelope(C.ClaimListData) } } },
      async (req) => ok(claimList(await currentAttempt(ctx, req, req.body.userCaseID), req.body)),
    );
    app.post(
      '/Add',
      { schema: { tags, body: C.AddClaimBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );
    app.post(
      '/Operate',
      { schema: { tags, body: C.ClaimOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );
  };
