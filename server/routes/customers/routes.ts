/** /api/PTCustomer, the route of its own (the kit registers the list and Operate): Infos. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as C from '../../../schemas/customers/api.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { currentAttempt, ok } from '../operate.ts';
import { customerInfos } from './list.ts';

const tags = ['PTCustomer'];

export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/Infos',
      {
        schema: {
          tags,
          body: C.CustomerInfosBody,
          response: { 200: Envelope(C.CustomerInfosData) },
        },
      },
      async (req) => {
        const { state } = await currentAttempt(ctx, req, req.body.userCaseID);
        const infos = customerInfos(state, req.body.id);
        if (!infos) throw notFound('customers.error.notFound');
        return ok(infos);
      },
    );
  };
