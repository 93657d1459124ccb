/**
 * The mail module's server declaration: List, Send (attachments are named by upload id: each must
 * be this attempt's, completed with its stored facts) and Operate, registered by the kit; its
 * attachments and InboxType are its own. Prefix and tag come from its identity.
 */
import * as M from '../../../schemas/mail/api.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { resolveAttachments } from './attachments.ts';
import { mailList } from './list.ts';
import { mailRoutes } from './routes.ts';

export const mailServer: ServerModule = {
  list: listRoute({
    paths: ['/List'],
    body: M.MailListBody,
    data: M.MailListData,
    view: mailList,
    all: { box: 'inbox' },
  }),
  commands: [
    commandRoute({
      path: '/Send',
      body: M.MailSendBody,
      prepare: async (ctx, attempt, command) => {
        const attachments = await resolveAttachments(ctx, attempt, command.attachments);
        return attachments ? { ...command, attachments } : command;
      },
    }),
    commandRoute({ body: M.MailOperateBody }),
  ],
  routes: mailRoutes,
};
