/** Chat module: commands (what the student does in live chat) and events (what happened). */
import { Type, type Static } from 'typebox';
import { ConversationEndedData, scriptMovedData } from '../conversation/events.ts';
import { LocalText } from '../common.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
/** Sim instant, as the case's clock reads. */
const SimInstant = Type.String({ format: 'date-time' });

/** A chat message the student types. */
export const CHAT_MESSAGE_MAX = 500;
/** The spec's limits: greeting, auto-reply and quick-reply texts 100 characters; 5 welcome messages; 50 quick phrases. */
export const CHAT_SETTING_TEXT_MAX = 100;
export const WELCOME_MAX = 5;
export const QUICK_PHRASES_MAX = 50;
export const AUTO_REPLIES_MAX = 10;
export const KEYWORD_REPLIES_MAX = 20;
export const KEYWORD_MAX = 30;

const SettingText = Type.String({ minLength: 1, maxLength: CHAT_SETTING_TEXT_MAX });
const Switchable = Type.Object({ text: SettingText, on: Type.Boolean() }, closed);
export const QuickPhrases = Type.Array(SettingText, { maxItems: QUICK_PHRASES_MAX });
export const KeywordReply = Type.Object(
  { keyword: Type.String({ minLength: 1, maxLength: KEYWORD_MAX }), reply: SettingText },
  closed,
);
export type KeywordReply = Static<typeof KeywordReply>;

/** Who wrote a seller message: the student, or one of the quick settings on their behalf. */
export const SELLER_BY = ['student', 'welcome', 'autoReply', 'keyword'] as const;
export type SellerBy = (typeof SELLER_BY)[number];

// ---- commands ----
export const SendChatMessage = Type.Object(
  {
    type: Type.Literal('SendChatMessage'),
    buyer: Id,
    text: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX }),
  },
  closed,
);
export const ReadChat = Type.Object({ type: Type.Literal('ReadChat'), buyer: Id }, closed);
export const SetWelcomeMessages = Type.Object(
  {
    type: Type.Literal('SetWelcomeMessages'),
    enabled: Type.Boolean(),
    messages: Type.Array(Switchable, { maxItems: WELCOME_MAX }),
  },
  closed,
);
export const SetAutoReplies = Type.Object(
  {
    type: Type.Literal('SetAutoReplies'),
    enabled: Type.Boolean(),
    replies: Type.Array(Switchable, { maxItems: AUTO_REPLIES_MAX }),
  },
  closed,
);
export const SetKeywordReplies = Type.Object(
  {
    type: Type.Literal('SetKeywordReplies'),
    enabled: Type.Boolean(),
    rules: Type.Array(KeywordReply, { maxItems: KEYWORD_REPLIES_MAX }),
  },
  closed,
);
export const SetQuickPhrases = Type.Object(
  { type: Type.Literal('SetQuickPhrases'), phrases: QuickPhrases },
  closed,
);
export const JoinChatGroup = Type.Object(
  { type: Type.Literal('JoinChatGroup'), buyer: Id, group: Id },
  closed,
);

export const ChatCommand = Type.Union([
  SendChatMessage,
  ReadChat,
  SetWelcomeMessages,
  SetAutoReplies,
  SetKeywordReplies,
  SetQuickPhrases,
  JoinChatGroup,
]);
export type ChatCommand = Static<typeof ChatCommand>;

// ---- events ----
const Settings = {
  ChatWelcomeSet: SetWelcomeMessages,
  ChatAutoRepliesSet: SetAutoReplies,
  ChatKeywordRepliesSet: SetKeywordReplies,
  ChatQuickPhrasesSet: SetQuickPhrases,
};
const withoutType = <T extends (typeof Settings)[keyof typeof Settings]>(s: T) =>
  Type.Omit(s, ['type']);

export const ChatEventData = {
  /** A buyer's message arrived (a world message on its time, or a scripted buyer's words). */
  ChatMessageReceived: Type.Object(
    {
      id: Id,
      buyer: Id,
      store: Id,
      text: LocalText,
      orderNo: Type.Union([Id, Type.Null()]),
      at: SimInstant,
    },
    closed,
  ),
  ChatMessageSent: Type.Object(
    {
      id: Id,
      buyer: Id,
      store: Id,
      text: Type.String(),
      by: Type.Enum(SELLER_BY),
      orderNo: Type.Union([Id, Type.Null()]),
      at: SimInstant,
      /**
       * Sim minutes (rounded up) since the buyer's oldest message not answered yet; null when
       * nothing was waiting. Welcome and automatic replies answer nothing; keyword replies do.
       */
      responseMinutes: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      /** The same waiting time to the second (events before it was recorded have none). */
      responseSeconds: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
      /** The student's first own answer in this conversation (first-response time). */
      firstResponse: Type.Boolean(),
      /** The keyword that triggered a keyword reply. */
      keyword: Type.Optional(Type.String()),
    },
    closed,
  ),
  ChatRead: Type.Object({ buyer: Id, upTo: Type.Integer({ minimum: 0 }) }, closed),
  ChatWelcomeSet: withoutType(Settings.ChatWelcomeSet),
  ChatAutoRepliesSet: withoutType(Settings.ChatAutoRepliesSet),
  ChatKeywordRepliesSet: withoutType(Settings.ChatKeywordRepliesSet),
  ChatQuickPhrasesSet: withoutType(Settings.ChatQuickPhrasesSet),
  ChatGroupJoined: Type.Object({ buyer: Id, group: Id }, closed),
  /** A scripted buyer moved on (schemas/conversation/events.ts). */
  ChatBuyerMoved: scriptMovedData('messageId'),
  ChatConversationEnded: ConversationEndedData,
} as const;
