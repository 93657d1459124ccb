/** /api/PTCustomer: customer files of an attempt, with totals derived from orders. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as C from '../../../schemas/customers/api.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { customerInfos, customerList } from './list.ts';

const tags = ['PTCustomer'];

export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    // The spec writes /PTCustomer/List; the issue tracker /list. Both are served.
    for (const path of ['/List', '/list'])
      app.post(
        path,
        {
          schema: {
            tags,
            body: C.CustomerListBody,
            response: { 200: Envelope(C.CustomerListData) },
          },
        },
        async (req) => {
          const { state } = await currentAttempt(ctx, req, req.body.userCaseID);
          return ok(customerList(state, req.body));
        },
      );

    app.post(
      '/Operate',
      { schema: { tags, body: C.CustomerOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );

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
