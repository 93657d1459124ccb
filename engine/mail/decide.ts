/** Decides the mail commands: send (now or scheduled), drafts, delete, restore, flags. */
import type { MailCommand, SendMail } from '../../schemas/mail/domain.ts';
import type { DecideContext } from '../attempt/context.ts';
import { realTime } from '../core/clock.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { timerAt } from '../policies/schedule.ts';
import { mailData, sendEvents, type Outgoing } from './send.ts';
import { nextMailId, type Mail } from './state.ts';
import { simNow } from './script.ts';

const visible = (ctx: DecideContext, id: string): Mail | undefined => {
  const m = ctx.state.mail.byId[id];
  return m && !m.hidden ? m : undefined;
};

/** The mails of a batch command, or the first id that is no mail of this attempt. */
const pick = (ctx: DecideContext, ids: string[]) => {
  const found = ids.map((id) => visible(ctx, id));
  const missing = ids.find((_, i) => !found[i]);
  return missing ? { missing } : { mails: found as Mail[] };
};

const checkSend = (cmd: SendMail, ctx: DecideContext) => {
  if (!ctx.scenario.stores.some((s) => s.id === cmd.store))
    return reject('mail.error.unknownStore', { store: cmd.store });
  if (cmd.to.length === 0) return reject('mail.error.noRecipient');
  if (!cmd.subject.trim()) return reject('mail.error.noSubject');
  if (!cmd.body.trim()) return reject('mail.error.emptyBody');
  if (cmd.replyTo && !visible(ctx, cmd.replyTo))
    return reject('mail.error.notFound', { id: cmd.replyTo });
  if (cmd.draftId && visible(ctx, cmd.draftId)?.box !== 'draft')
    return reject('mail.error.notDraft', { id: cmd.draftId });
  if (cmd.sendAt && Date.parse(cmd.sendAt) <= Date.parse(simNow(ctx)))
    return reject('mail.error.scheduleInPast');
  return null;
};

export const decideMail = (cmd: MailCommand, ctx: DecideContext): Decision => {
  switch (cmd.type) {
    case 'SendMail': {
      const refusal = checkSend(cmd, ctx);
      if (refusal) return refusal;
      const out: Outgoing = {
        id: cmd.draftId ?? nextMailId(ctx),
        store: cmd.store,
        to: cmd.to,
        cc: cmd.cc ?? [],
        subject: cmd.subject,
        body: cmd.body,
        replyTo: cmd.replyTo ?? null,
        draftId: cmd.draftId ?? null,
        attachments: cmd.attachments ?? [],
      };
      if (!cmd.sendAt) return sendEvents(ctx, out, false);
      const sendAt = new Date(Date.parse(cmd.sendAt)).toISOString();
      const due = realTime(ctx.scenario.clock, ctx.state.clockStartedAt ?? ctx.now, sendAt);
      return [
        {
          type: 'MailScheduled',
          data: { ...mailData(ctx, out), sendAt, draftId: out.draftId },
        },
        timerAt(due, 'mail:schedule', { sendScheduledMail: { mail: out.id } }),
      ];
    }
    case 'SaveDraft': {
      if (cmd.draftId && visible(ctx, cmd.draftId)?.box !== 'draft')
        return reject('mail.error.notDraft', { id: cmd.draftId });
      if (!ctx.scenario.stores.some((s) => s.id === cmd.store))
        return reject('mail.error.unknownStore', { store: cmd.store });
      return [
        {
          type: 'DraftSaved',
          data: {
            id: cmd.draftId ?? nextMailId(ctx),
            store: cmd.store,
            to: cmd.to.map((a) => a.trim()).filter(Boolean),
            cc: (cmd.cc ?? []).map((a) => a.trim()),
            subject: cmd.subject,
            body: cmd.body,
            replyTo: cmd.replyTo ?? null,
            ...(cmd.attachments?.length ? { attachments: cmd.attachments } : {}),
          },
        },
      ];
    }
    case 'DeleteMails': {
      const p = pick(ctx, cmd.ids);
      if (!p.mails) return reject('mail.error.notFound', { id: p.missing });
      const purged = p.mails.filter((m) => m.box === 'trash').map((m) => m.id);
      const ids = p.mails.filter((m) => m.box !== 'trash').map((m) => m.id);
      return [{ type: 'MailsDeleted', data: { ids, purged } }];
    }
    case 'RestoreMails': {
      const p = pick(ctx, cmd.ids);
      if (!p.mails) return reject('mail.error.notFound', { id: p.missing });
      const outside = p.mails.find((m) => m.box !== 'trash');
      if (outside) return reject('mail.error.notInTrash', { id: outside.id });
      return [{ type: 'MailsRestored', data: { ids: cmd.ids } }];
    }
    case 'MarkMails': {
      const p = pick(ctx, cmd.ids);
      if (!p.mails) return reject('mail.error.notFound', { id: p.missing });
      if (cmd.read === undefined && cmd.starred === undefined && cmd.noReply === undefined)
        return reject('mail.error.nothingToMark');
      const { type: _, ...flags } = cmd;
      return [{ type: 'MailsMarked', data: flags }];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
