/**
 * Scripted buyers in the mailbox: the mail channel of engine/conversation/script.ts (its events
 * and timers), and the buyer's words arriving as a mail.
 */
import type { DomainEvent } from '../../schemas/events.ts';
import type { DecideContext } from '../attempt/context.ts';
import { simTimeOf } from '../core/clock.ts';
import * as script from '../conversation/script.ts';
import { buyerAddress, nextMailId } from './state.ts';

/** Sim time now, on the attempt's clock. */
export const simNow = (ctx: Pick<DecideContext, 'scenario' | 'state' | 'now'>) =>
  simTimeOf(ctx.scenario.clock, ctx.state.clockStartedAt, ctx.now);

export const MAIL_CHANNEL: script.ScriptChannel = {
  scripts: (s) => s.world.mail?.scripts ?? [],
  position: (ctx, buyer) => ctx.state.mail.conversations[buyer],
  writes: (args) => ({ buyerWrites: args }),
  patience: (args) => ({ buyerLosesPatience: args }),
  isPatience: (action, buyer) =>
    'buyerLosesPatience' in action && action.buyerLosesPatience.buyer === buyer,
  moved: ({ ref, ...data }) => ({ type: 'BuyerScriptMoved', data: { ...data, mailId: ref } }),
  ended: (data) => ({ type: 'BuyerConversationEnded', data }),
  replyDelay: '10m',
};

/** The student wrote to a scripted buyer (a mail's subject and body). */
export const scriptReacts = (ctx: DecideContext, buyer: string, mailId: string, text: string) =>
  script.scriptReacts(MAIL_CHANNEL, ctx, buyer, mailId, text);

export const buyerLosesPatience = (ctx: DecideContext, buyer: string, moves: number) =>
  script.buyerLosesPatience(MAIL_CHANNEL, ctx, buyer, moves);

/** The buyer's words arrive: a mail from their address to the script's store. */
export const buyerWrites = (
  ctx: DecideContext,
  buyer: string,
  state: string,
  rule: number,
): DomainEvent[] => {
  const found = script.wordsOf(MAIL_CHANNEL, ctx.scenario, buyer, state, rule);
  const b = ctx.scenario.buyers.find((x) => x.id === buyer);
  if (!found || !b) return [];
  const { script: sc, say: words } = found;
  const last = Object.values(ctx.state.mail.byId)
    .filter((m) => m.kind === 'student' && m.buyer === buyer && m.at)
    .sort((x, y) => y.seq - x.seq)[0];
  const subject = words.subject ?? (last ? `Re: ${String(last.subject)}` : { en: '…' });
  return [
    {
      type: 'MailReceived',
      data: {
        id: nextMailId(ctx),
        store: sc.store,
        kind: 'buyer',
        from: buyerAddress(b) ?? buyer,
        buyer,
        subject,
        body: words.body,
        orderNo: sc.orderNo ?? null,
        at: simNow(ctx),
      },
    },
  ];
};
