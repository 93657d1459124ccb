/**
 * The chat side of conversations: scripted buyers (the chat channel of
 * engine/conversation/script.ts), a buyer's message arriving, and what the quick settings send
 * in answer — welcome messages, a keyword reply, or an automatic reply picked with the
 * attempt's seeded generator.
 */
import { buyerLanguage } from '../scoring/addressee.ts';
import type { LocalText } from '../../schemas/common.ts';
import type { SellerBy } from '../../schemas/chat/domain.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { DecideContext } from '../attempt/context.ts';
import { simTimeOf } from '../core/clock.ts';
import * as script from '../conversation/script.ts';
import { hasPhrase, segment } from '../scoring/text.ts';
import type { TimersState as AttemptTimers } from '../policies/state.ts';
import { secondsBetween } from '../core/clock.ts';
import { minutesBetween, nextChatId, type ChatConversation } from './state.ts';

export const simNow = (ctx: Pick<DecideContext, 'scenario' | 'state' | 'now'>) =>
  simTimeOf(ctx.scenario.clock, ctx.state.clockStartedAt, ctx.now);

export const CHAT_CHANNEL: script.ScriptChannel = {
  scripts: (s) => s.world.chat?.scripts ?? [],
  position: (ctx, buyer) => ctx.state.chat.conversations[buyer],
  writes: (args) => ({ chatBuyerWrites: args }),
  patience: (args) => ({ chatBuyerLosesPatience: args }),
  isPatience: (action, buyer) =>
    'chatBuyerLosesPatience' in action && action.chatBuyerLosesPatience.buyer === buyer,
  moved: ({ ref, ...data }) => ({ type: 'ChatBuyerMoved', data: { ...data, messageId: ref } }),
  ended: (data) => ({ type: 'ChatConversationEnded', data }),
  replyDelay: '1m',
};

type Reply = { text: string; by: SellerBy; keyword?: string };

/** What the quick settings send when a buyer's message arrives (in this order). */
const automaticReplies = (ctx: DecideContext, conv: ChatConversation, text: LocalText): Reply[] => {
  const s = ctx.state.chat.settings;
  const out: Reply[] = [];
  if (s.welcome.enabled && !conv.welcomed)
    for (const m of s.welcome.messages) if (m.on) out.push({ text: m.text, by: 'welcome' });
  // A keyword is looked for in what the buyer wrote: their own language's words when they have one
  // (the zh/en meaning beside it is not what they typed).
  const lang = buyerLanguage(ctx.scenario, conv.buyer);
  const own = lang ? text[lang] : undefined;
  const words = segment(own ?? Object.values(text).join('\n'));
  const rule = s.keywordReplies.enabled
    ? s.keywordReplies.rules.find((r) => hasPhrase(words, r.keyword))
    : undefined;
  if (rule) {
    out.push({ text: rule.reply, by: 'keyword', keyword: rule.keyword });
  } else if (s.autoReplies.enabled && !conv.autoReplied) {
    const on = s.autoReplies.replies.filter((r) => r.on);
    if (on.length > 0) out.push({ text: on[ctx.rng.int(0, on.length - 1)]!.text, by: 'autoReply' });
  }
  return out;
};

/** A seller message's event: response time and first response from the conversation so far. */
export const sentEvent = (
  ctx: DecideContext,
  conv: ChatConversation,
  reply: Reply,
  ahead: number,
  waitingSince: string | null = conv.waitingSince,
): DomainEvent => {
  const at = simNow(ctx);
  const answers = reply.by === 'student' || reply.by === 'keyword';
  return {
    type: 'ChatMessageSent',
    data: {
      id: nextChatId(ctx.state, ahead),
      buyer: conv.buyer,
      store: conv.store,
      text: reply.text,
      by: reply.by,
      orderNo: conv.orderNo,
      at,
      responseMinutes: answers && waitingSince ? minutesBetween(waitingSince, at) : null,
      responseSeconds: answers && waitingSince ? secondsBetween(waitingSince, at) : null,
      firstResponse: reply.by === 'student' && conv.studentMessages === 0,
      ...(reply.keyword ? { keyword: reply.keyword } : {}),
    },
  };
};

/**
 * A buyer's message arrives, and what the quick settings answer. A keyword reply answers the
 * buyer, so their script reads it as it would the student's words.
 */
export const buyerMessage = (ctx: DecideContext, buyer: string, text: LocalText): DomainEvent[] => {
  const conv = ctx.state.chat.conversations[buyer];
  if (!conv) return [];
  const at = simNow(ctx);
  const events: DomainEvent[] = [
    {
      type: 'ChatMessageReceived',
      data: {
        id: nextChatId(ctx.state),
        buyer,
        store: conv.store,
        text,
        orderNo: conv.orderNo,
        at,
      },
    },
  ];
  const replies = automaticReplies(ctx, conv, text);
  replies.forEach((r, i) => events.push(sentEvent(ctx, conv, r, i + 1, conv.waitingSince ?? at)));
  const k = replies.findIndex((r) => r.by === 'keyword');
  if (k >= 0)
    events.push(
      ...script.scriptReacts(
        CHAT_CHANNEL,
        ctx,
        buyer,
        nextChatId(ctx.state, k + 1),
        replies[k]!.text,
      ),
    );
  return events;
};

/** A scripted buyer's words arrive. */
export const chatBuyerWrites = (
  ctx: DecideContext,
  buyer: string,
  state: string,
  rule: number,
): DomainEvent[] => {
  const found = script.wordsOf(CHAT_CHANNEL, ctx.scenario, buyer, state, rule);
  return found ? buyerMessage(ctx, buyer, found.say.body) : [];
};

export const chatBuyerLosesPatience = (ctx: DecideContext, buyer: string, moves: number) =>
  script.buyerLosesPatience(CHAT_CHANNEL, ctx, buyer, moves);

export const chatScriptReacts = (ctx: DecideContext, buyer: string, id: string, text: string) =>
  script.scriptReacts(CHAT_CHANNEL, ctx, buyer, id, text);

/** A scripted buyer is writing: their words are due on a pending timer (the typing indicator). */
export const buyerTyping = (timers: AttemptTimers, buyer: string) =>
  Object.values(timers.pending).some(
    (t) => 'chatBuyerWrites' in t.action && t.action.chatBuyerWrites.buyer === buyer,
  );
