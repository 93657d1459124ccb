/** /api/PTMail: the mailboxes of an attempt (List, Send, Operate, InboxType). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buyerAddress, storeAddress } from '../../../engine/index.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import * as M from '../../../schemas/mail/api.ts';
import type { AppContext } from '../../context.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { attachmentRoutes, resolveAttachments } from './attachments.ts';
import { mailList } from './list.ts';

const tags = ['PTMail'];

export const mailRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(attachmentRoutes(ctx));
    app.post(
      '/List',
      { schema: { tags, body: M.MailListBody, response: { 200: Envelope(M.MailListData) } } },
      async (req) => ok(mailList(await currentAttempt(ctx, req, req.body.userCaseID), req.body)),
    );

    app.post(
      '/Send',
      { schema: { tags, body: M.MailSendBody, response: { 200: Envelope(OperateData) } } },
      // Attachments are named by upload id: each must be this attempt's, with its stored facts.
      async (req) =>
        operate(ctx, req, req.body, async (attempt, command) => {
          const attachments = await resolveAttachments(ctx, attempt, command.attachments);
          return attachments ? { ...command, attachments } : command;
        }),
    );

    app.post(
      '/Operate',
      { schema: { tags, body: M.MailOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) => operate(ctx, req, req.body),
    );

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
