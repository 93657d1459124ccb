/** The chat module's state: conversations by buyer, their messages, and the quick settings. */
import type { LocalText } from '../../schemas/common.ts';
import type { KeywordReply, SellerBy } from '../../schemas/chat/domain.ts';
import type { Outcome } from '../../schemas/conversation/script.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export type ChatMessage = {
  id: string;
  buyer: string;
  from: 'buyer' | 'seller';
  /** Who wrote a seller message (null for the buyer's). */
  by: SellerBy | null;
  /** The student's words, or a buyer's by language. */
  text: string | LocalText;
  /** Sim time it was written. */
  at: string;
  /** Order in the conversation (and across the module: newest last). */
  seq: number;
};

export type ChatConversation = {
  buyer: string;
  store: string;
  orderNo: string | null;
  sku: string | null;
  /** Message ids, oldest first; only those that arrived. */
  messages: string[];
  /** Buyer messages the student has not opened yet. */
  unread: number;
  /** The seq of the last seller message the buyer has seen (read receipts). */
  buyerRead: number;
  /** The buyer had sessions before this one (messages before the case started). */
  returning: boolean;
  /** Sim time of the buyer's oldest message not answered yet. */
  waitingSince: string | null;
  firstResponseMinutes: number | null;
  slowestResponseMinutes: number | null;
  studentMessages: number;
  /** The buyer's first message of this session has come (a welcome answers only that one). */
  welcomed: boolean;
  /** An automatic reply went out since the student last wrote. */
  autoReplied: boolean;
  groups: string[];
  /** Seq of the newest message (list order). */
  lastSeq: number;
  /** Where the buyer's script stands. */
  state: string;
  moves: number;
  outcome: Outcome | null;
};

export type Switchable = { text: string; on: boolean };
export type ChatSettings = {
  welcome: { enabled: boolean; messages: Switchable[] };
  autoReplies: { enabled: boolean; replies: Switchable[] };
  keywordReplies: { enabled: boolean; rules: KeywordReply[] };
  quickPhrases: string[];
};

export type ChatState = {
  conversations: Record<string, ChatConversation>;
  byId: Record<string, ChatMessage>;
  /** Messages so far (ids C1, C2 … for new ones; the seq of the next). */
  count: number;
  settings: ChatSettings;
};

const emptyConversation = (
  buyer: string,
  store: string,
  orderNo: string | null,
): ChatConversation => ({
  buyer,
  store,
  orderNo,
  sku: null,
  messages: [],
  unread: 0,
  buyerRead: 0,
  returning: false,
  waitingSince: null,
  firstResponseMinutes: null,
  slowestResponseMinutes: null,
  studentMessages: 0,
  welcomed: false,
  autoReplied: false,
  groups: [],
  lastSeq: 0,
  state: '',
  moves: 0,
  outcome: null,
});

export const initialChat = (scenario: Scenario): ChatState => {
  const world = scenario.world.chat;
  const start = Date.parse(scenario.clock.start);
  const conversations: Record<string, ChatConversation> = {};
  const byId: Record<string, ChatMessage> = {};
  let count = 0;
  for (const c of world?.conversations ?? []) {
    const script = world?.scripts?.find((s) => s.buyer === c.buyer);
    const conv: ChatConversation = {
      ...emptyConversation(c.buyer, c.store, c.orderNo ?? script?.orderNo ?? null),
      sku: c.sku ?? null,
      groups: [...(c.groups ?? [])],
      state: script?.start ?? '',
    };
    const earlier = c.messages.filter((m) => Date.parse(m.at) <= start);
    for (const m of earlier) {
      count += 1;
      const id = `C${count}`;
      const at = new Date(Date.parse(m.at)).toISOString();
      byId[id] = { id, buyer: c.buyer, from: m.from, by: null, text: m.text, at, seq: count };
      conv.messages.push(id);
      conv.lastSeq = count;
      if (m.from === 'buyer') {
        conv.waitingSince ??= at;
        conv.unread += 1;
      } else {
        conv.waitingSince = null;
        conv.unread = 0;
        conv.buyerRead = count;
      }
    }
    // A buyer who wrote before today's session (more than a day before the start) is returning.
    conv.returning = earlier.some((m) => start - Date.parse(m.at) > 86_400_000);
    if (earlier.some((m) => m.from === 'buyer' && start - Date.parse(m.at) <= 86_400_000))
      conv.welcomed = true;
    conversations[c.buyer] = conv;
  }
  // In a case with live chat, the store can write to every buyer who ordered (Contact buyer).
  if (scenario.modules.includes('chat'))
    for (const o of scenario.world.orders ?? [])
      conversations[o.buyer] ??= {
        ...emptyConversation(o.buyer, o.store, o.no),
        state: world?.scripts?.find((s) => s.buyer === o.buyer)?.start ?? '',
      };
  const settings: ChatSettings = {
    welcome: { enabled: false, messages: [] },
    autoReplies: { enabled: false, replies: [] },
    keywordReplies: { enabled: false, rules: [] },
    quickPhrases: [...(world?.quickPhrases ?? [])],
  };
  return { conversations, byId, count, settings };
};

/** The id of a new message, after `ahead` others created in the same decision. */
export const nextChatId = (state: { chat: ChatState }, ahead = 0) =>
  `C${state.chat.count + 1 + ahead}`;

/** A conversation in the list: the buyer has written or been written to. */
export const isOpen = (c: ChatConversation | undefined): c is ChatConversation =>
  !!c && c.messages.length > 0;

/** Sim minutes between two instants, rounded up (a response in 10 s counts as 1 minute). */
export const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.ceil((Date.parse(to) - Date.parse(from)) / 60_000));
