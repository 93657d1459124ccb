/** Sending a mail: who the recipients are, how long the buyer waited, what bounces. */
import { secondsBetween } from '../core/clock.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { MailAttachment } from '../../schemas/mail/domain.ts';
import type { DecideContext } from '../attempt/context.ts';
import { buyerAddress, nextMailId, type Mail } from './state.ts';
import { scriptReacts, simNow } from './script.ts';

export type Outgoing = {
  id: string;
  store: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  replyTo: string | null;
  draftId: string | null;
  attachments: MailAttachment[];
};

/** The case's buyers by address (lower case). */
const buyersByAddress = (ctx: DecideContext) =>
  new Map(
    ctx.scenario.buyers.flatMap((b) => {
      const a = buyerAddress(b);
      return a ? [[a, b.id] as const] : [];
    }),
  );

/** Recipients resolved: the buyers they are, and the addresses nobody has. */
export const resolveRecipients = (ctx: DecideContext, m: Pick<Outgoing, 'to' | 'cc'>) => {
  const known = buyersByAddress(ctx);
  const all = [...m.to, ...m.cc].map((a) => a.trim().toLowerCase());
  const buyers = [...new Set(all.flatMap((a) => (known.has(a) ? [known.get(a)!] : [])))];
  const unknown = all.filter((a) => !known.has(a));
  return { buyers, unknown };
};

/** The order a mail is about: the one it answers, or the buyer's script's. */
const orderOf = (ctx: DecideContext, replyTo: Mail | undefined, buyer: string | null) =>
  replyTo?.orderNo ??
  ctx.scenario.world.mail?.scripts?.find((s) => s.buyer === buyer)?.orderNo ??
  null;

/** The data of MailScheduled / MailSent for an outgoing mail. */
export const mailData = (ctx: DecideContext, m: Outgoing) => {
  const { buyers, unknown } = resolveRecipients(ctx, m);
  const replyTo = m.replyTo ? ctx.state.mail.byId[m.replyTo] : undefined;
  const buyer = buyers[0] ?? null;
  return {
    id: m.id,
    store: m.store,
    to: m.to.map((a) => a.trim()),
    cc: m.cc.map((a) => a.trim()),
    subject: m.subject.trim(),
    body: m.body.trim(),
    replyTo: m.replyTo,
    orderNo: orderOf(ctx, replyTo, buyer),
    buyers,
    buyer,
    unknown,
    ...(m.attachments.length ? { attachments: m.attachments } : {}),
  };
};

/**
 * A mail goes out: MailSent (with the buyer's waiting time in sim minutes), a delivery failure
 * for addresses nobody has, and what the scripted buyers among the recipients do about it.
 */
export const sendEvents = (ctx: DecideContext, m: Outgoing, scheduled: boolean): DomainEvent[] => {
  const data = mailData(ctx, m);
  const at = simNow(ctx);
  const since = data.buyer ? ctx.state.mail.waitingSince[data.buyer] : undefined;
  const responseMinutes = since
    ? Math.max(0, Math.floor((Date.parse(at) - Date.parse(since)) / 60_000))
    : null;
  const responseSeconds = since ? secondsBetween(since, at) : null;
  const events: DomainEvent[] = [
    {
      type: 'MailSent',
      data: { ...data, at, responseMinutes, responseSeconds, draftId: m.draftId, scheduled },
    },
  ];
  if (data.unknown.length > 0) {
    events.push({
      type: 'MailReceived',
      data: {
        id: nextMailId(ctx, ctx.state.mail.byId[m.id] ? 0 : 1),
        store: m.store,
        kind: 'bounce',
        from: 'mailer-daemon',
        buyer: null,
        subject: data.subject,
        body: data.body,
        orderNo: null,
        at,
        bounceOf: m.id,
        failed: data.unknown,
      },
    });
  }
  for (const buyer of data.buyers) {
    events.push(...scriptReacts(ctx, buyer, m.id, `${data.subject}\n${data.body}`));
  }
  return events;
};
