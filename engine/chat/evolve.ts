/** Folds chat events into the chat state (an immer draft). */
import type { Envelope } from '../core/envelope.ts';
import { minutesBetween, type ChatState } from './state.ts';
import { othersOnly } from '../kit.ts';

export const evolveChat = (draft: ChatState, event: Envelope): void => {
  switch (event.type) {
    case 'ChatMessageReceived': {
      const d = event.data;
      const c = draft.conversations[d.buyer];
      if (!c) return;
      draft.count += 1;
      draft.byId[d.id] = {
        id: d.id,
        buyer: d.buyer,
        from: 'buyer',
        by: null,
        text: d.text,
        at: d.at,
        seq: draft.count,
      };
      c.messages.push(d.id);
      c.lastSeq = draft.count;
      c.unread += 1;
      c.waitingSince ??= d.at;
      // Writing back means the buyer saw what the seller wrote before.
      c.buyerRead = draft.count;
      // A welcome greets the buyer's first message of the session or never: turned on later, it
      // does not go out with their next one as a "welcome".
      c.welcomed = true;
      return;
    }
    case 'ChatMessageSent': {
      const d = event.data;
      const c = draft.conversations[d.buyer];
      if (!c) return;
      draft.count += 1;
      draft.byId[d.id] = {
        id: d.id,
        buyer: d.buyer,
        from: 'seller',
        by: d.by,
        text: d.text,
        at: d.at,
        seq: draft.count,
      };
      c.messages.push(d.id);
      c.lastSeq = draft.count;
      if (d.by === 'welcome') c.welcomed = true;
      if (d.by === 'autoReply') c.autoReplied = true;
      if (d.by === 'student' || d.by === 'keyword') {
        if (c.waitingSince) {
          const m = minutesBetween(c.waitingSince, d.at);
          if (d.by === 'student' && c.firstResponseMinutes === null) c.firstResponseMinutes = m;
          c.slowestResponseMinutes = Math.max(c.slowestResponseMinutes ?? 0, m);
        }
        c.waitingSince = null;
      }
      if (d.by === 'student') {
        c.studentMessages += 1;
        c.autoReplied = false;
        c.unread = 0;
      }
      return;
    }
    case 'ChatRead': {
      const c = draft.conversations[event.data.buyer];
      if (c) c.unread = 0;
      return;
    }
    case 'ChatWelcomeSet': {
      const { enabled, messages } = event.data;
      draft.settings.welcome = { enabled, messages: messages.map((m) => ({ ...m })) };
      return;
    }
    case 'ChatAutoRepliesSet': {
      const { enabled, replies } = event.data;
      draft.settings.autoReplies = { enabled, replies: replies.map((m) => ({ ...m })) };
      return;
    }
    case 'ChatKeywordRepliesSet': {
      const { enabled, rules } = event.data;
      draft.settings.keywordReplies = { enabled, rules: rules.map((m) => ({ ...m })) };
      return;
    }
    case 'ChatQuickPhrasesSet':
      draft.settings.quickPhrases = [...event.data.phrases];
      return;
    case 'ChatGroupJoined': {
      const c = draft.conversations[event.data.buyer];
      if (c && !c.groups.includes(event.data.group)) c.groups.push(event.data.group);
      return;
    }
    case 'ChatBuyerMoved': {
      const c = draft.conversations[event.data.buyer];
      if (!c) return;
      c.state = event.data.to;
      c.moves += 1;
      // The buyer reacted to what the seller wrote: they have read it.
      c.buyerRead = draft.count;
      return;
    }
    case 'ChatConversationEnded': {
      const c = draft.conversations[event.data.buyer];
      if (c) c.outcome = event.data.outcome;
      return;
    }
    default:
      return othersOnly('chat', event.type);
  }
};
