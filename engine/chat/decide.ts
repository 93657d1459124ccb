/** Chat commands → events, or a rejection with a message key. */
import type { CommandOf } from '../../schemas/modules.ts';
import type { DecideContext } from '../attempt/context.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { chatScriptReacts, sentEvent } from './script.ts';
import { isOpen, nextChatId } from './state.ts';

const trimmed = (s: string) => s.trim();

export const decideChat = (cmd: CommandOf<'chat'>, ctx: DecideContext): Decision => {
  const chat = ctx.state.chat;
  switch (cmd.type) {
    case 'SendChatMessage': {
      // The store may write first to a buyer it has a conversation with (one who ordered).
      const conv = chat.conversations[cmd.buyer];
      if (!conv) return reject('chat.error.noConversation', { buyer: cmd.buyer });
      const text = cmd.text.trim();
      if (!text) return reject('chat.error.empty');
      const sent = sentEvent(ctx, conv, { text, by: 'student' }, 0);
      return [sent, ...chatScriptReacts(ctx, cmd.buyer, nextChatId(ctx.state), text)];
    }
    case 'ReadChat': {
      const conv = chat.conversations[cmd.buyer];
      if (!isOpen(conv)) return reject('chat.error.noConversation', { buyer: cmd.buyer });
      return conv.unread > 0
        ? [{ type: 'ChatRead', data: { buyer: cmd.buyer, upTo: conv.lastSeq } }]
        : [];
    }
    case 'SetWelcomeMessages': {
      const messages = cmd.messages.map((m) => ({ ...m, text: trimmed(m.text) }));
      if (messages.some((m) => !m.text)) return reject('chat.error.empty');
      return [{ type: 'ChatWelcomeSet', data: { enabled: cmd.enabled, messages } }];
    }
    case 'SetAutoReplies': {
      const replies = cmd.replies.map((m) => ({ ...m, text: trimmed(m.text) }));
      if (replies.some((m) => !m.text)) return reject('chat.error.empty');
      return [{ type: 'ChatAutoRepliesSet', data: { enabled: cmd.enabled, replies } }];
    }
    case 'SetKeywordReplies': {
      const rules = cmd.rules.map((r) => ({
        keyword: trimmed(r.keyword),
        reply: trimmed(r.reply),
      }));
      if (rules.some((r) => !r.keyword || !r.reply)) return reject('chat.error.empty');
      const keys = rules.map((r) => r.keyword.toLowerCase());
      const twice = keys.find((k, i) => keys.indexOf(k) !== i);
      if (twice) return reject('chat.error.keywordTwice', { keyword: twice });
      return [{ type: 'ChatKeywordRepliesSet', data: { enabled: cmd.enabled, rules } }];
    }
    case 'SetQuickPhrases': {
      const phrases = cmd.phrases.map(trimmed);
      if (phrases.some((p) => !p)) return reject('chat.error.empty');
      return [{ type: 'ChatQuickPhrasesSet', data: { phrases } }];
    }
    case 'JoinChatGroup': {
      const conv = chat.conversations[cmd.buyer];
      if (!isOpen(conv)) return reject('chat.error.noConversation', { buyer: cmd.buyer });
      if (!(ctx.scenario.world.chat?.groups ?? []).some((g) => g.id === cmd.group))
        return reject('chat.error.noGroup', { group: cmd.group });
      if (conv.groups.includes(cmd.group)) return reject('chat.error.inGroup');
      return [{ type: 'ChatGroupJoined', data: { buyer: cmd.buyer, group: cmd.group } }];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
