/**
 * /api/PTMail, the routes of its own (the kit registers List, Send and Operate): the attachments
 * (attachments.ts) and InboxType.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buyerAddress, storeAddress } from '../../../engine/index.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import * as M from '../../../schemas/mail/api.ts';
import type { AppContext } from '../../context.ts';
import { currentAttempt, ok } from '../operate.ts';
import { attachmentRoutes } from './attachments.ts';

const tags = ['PTMail'];

export const mailRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(attachmentRoutes(ctx));
    app.post(
      '/InboxType',
      { schema: { tags, body: M.InboxTypeBody, response: { 200: Envelope(M.InboxTypeData) } } },
      async (req) => {
        const { scenario } = await currentAttempt(ctx, req, req.body.userCaseID);
        return ok({
          stores: scenario.stores.map(({ id, name, platform }) => ({
            id,
            name,
            platform,
            address: storeAddress(id),
          })),
          contacts: scenario.buyers.flatMap((b) => {
            const address = buyerAddress(b);
            return address ? [{ buyer: b.id, name: b.name, address }] : [];
          }),
          tabs: [...M.INBOX_TABS],
        });
      },
    );
  };
