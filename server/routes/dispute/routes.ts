/** /api/PTDispute, the route of its own (the kit registers list, Operate, Upload, File): Detail. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import * as D from '../../../schemas/dispute/api.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { currentAttempt, ok } from '../operate.ts';
import { disputeDetail } from './list.ts';

const tags = ['PTDispute'];

export const disputeRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/Detail',
      {
        schema: {
          tags,
          body: D.DisputeDetailBody,
          response: { 200: Envelope(D.DisputeDetailData) },
        },
      },
      async (req) => {
        const view = await currentAttempt(ctx, req, req.body.userCaseID);
        const detail = disputeDetail(view, req.body.id, ctx.now().toISOString());
        if (!detail) throw notFound('dispute.error.notFound');
        return ok(detail);
      },
    );
  };
