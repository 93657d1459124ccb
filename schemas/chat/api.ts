/** /api/PTChat/*: the live chat of an attempt — conversations, messages, quick settings. */
import { Type, type Static } from 'typebox';
import { LocalText, OrderStatus, Platform } from '../common.ts';
import { OperateBody, Paging, UserCaseID } from '../api/operate.ts';
import {
  JoinChatGroup,
  ReadChat,
  SELLER_BY,
  SendChatMessage,
  SetAutoReplies,
  SetKeywordReplies,
  SetQuickPhrases,
  SetWelcomeMessages,
} from './domain.ts';
import { Outcome } from '../conversation/script.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Text = Type.Union([Type.String(), LocalText]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Case-local date' });

export const AttemptBody = Type.Object({ userCaseID: UserCaseID }, closed);

export const CustomerListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    /** Quick search: the buyer's name or account, an order number, or words of the messages. */
    keyword: Type.Optional(Type.String({ maxLength: 80 })),
    /** Last message between these case-local days (inclusive). */
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    /** About an order (true) or pre-sale (false). */
    hasOrder: Type.Optional(Type.Boolean()),
    /** About this product (an order's item or the product asked about). */
    sku: Type.Optional(Id),
    platform: Type.Optional(Platform),
    returning: Type.Optional(Type.Boolean()),
    firstSession: Type.Optional(Type.Boolean()),
    unread: Type.Optional(Type.Boolean()),
    ...Paging,
  },
  closed,
);

const MessageView = Type.Object({
  id: Type.String(),
  from: Type.Union([Type.Literal('buyer'), Type.Literal('seller')]),
  by: Nullable(Type.Enum(SELLER_BY)),
  text: Text,
  /** Sim time. */
  at: Type.String(),
  /** A seller message the buyer has seen (read receipt). */
  read: Type.Boolean(),
});
export const ChatRow = Type.Object({
  buyer: Type.String(),
  name: Type.String(),
  account: Nullable(Type.String()),
  store: Type.String(),
  storeName: Type.String(),
  platform: Platform,
  orderNo: Nullable(Type.String()),
  sku: Nullable(Type.String()),
  last: Nullable(MessageView),
  unread: Type.Integer(),
  returning: Type.Boolean(),
  firstSession: Type.Boolean(),
  /** The buyer is writing (a scripted reply is on its way). */
  typing: Type.Boolean(),
  outcome: Nullable(Outcome),
  /** Sim time the buyer runs out of patience if nobody answers (a chase or worse), or null. */
  patienceDue: Nullable(Type.String()),
  groups: Type.Array(Type.String()),
});
export const CustomerListData = Type.Object({
  list: Type.Array(ChatRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  version: Type.Integer(),
  /** Unread buyer messages in all conversations. */
  unread: Type.Integer(),
});

export const DetailBody = Type.Object({ userCaseID: UserCaseID, buyer: Id }, closed);
const OrderInfo = Type.Object({
  orderNo: Type.String(),
  status: OrderStatus,
  createdAt: Type.String(),
  currency: Type.String(),
  amount: Type.Number(),
  items: Type.Array(
    Type.Object({ sku: Type.String(), name: Text, qty: Type.Integer(), price: Type.Number() }),
  ),
  receiver: Type.Object({
    name: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    country: Type.String(),
  }),
  trackingNo: Nullable(Type.String()),
  carrier: Nullable(Type.String()),
  remark: Type.String(),
});
export const DetailData = Type.Object({
  conversation: ChatRow,
  messages: Type.Array(MessageView),
  /** The order the chat is about, or the product asked about before buying. */
  order: Nullable(OrderInfo),
  product: Nullable(
    Type.Object({
      sku: Type.String(),
      name: Text,
      spec: Type.String(),
      price: Type.Number(),
      qty: Type.Integer(),
    }),
  ),
  history: Type.Array(OrderInfo),
  reviews: Type.Array(
    Type.Object({
      orderNo: Nullable(Type.String()),
      rating: Type.Integer(),
      text: Text,
      at: Type.String(),
    }),
  ),
  /** The buyer's groups with their members. */
  groups: Type.Array(
    Type.Object({
      id: Type.String(),
      name: LocalText,
      members: Type.Array(Type.Object({ buyer: Type.String(), name: Type.String() })),
    }),
  ),
  version: Type.Integer(),
});

const Switchable = Type.Object({ text: Type.String(), on: Type.Boolean() });
export const ChatSettingsView = Type.Object({
  welcome: Type.Object({ enabled: Type.Boolean(), messages: Type.Array(Switchable) }),
  autoReplies: Type.Object({ enabled: Type.Boolean(), replies: Type.Array(Switchable) }),
  keywordReplies: Type.Object({
    enabled: Type.Boolean(),
    rules: Type.Array(Type.Object({ keyword: Type.String(), reply: Type.String() })),
  }),
  quickPhrases: Type.Array(Type.String()),
});
export const InitData = Type.Object({
  settings: ChatSettingsView,
  stores: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), platform: Platform })),
  groups: Type.Array(Type.Object({ id: Type.String(), name: LocalText })),
  unread: Type.Integer(),
  version: Type.Integer(),
});
export const SelectListData = Type.Object({
  platforms: Type.Array(Platform),
  orders: Type.Array(Type.String()),
  products: Type.Array(Type.Object({ sku: Type.String(), name: Text })),
  groups: Type.Array(Type.Object({ id: Type.String(), name: LocalText })),
});

export const ConversationBody = OperateBody(Type.Union([SendChatMessage, ReadChat]));
export const ConfigBody = OperateBody(SetWelcomeMessages);
export const AutoReplyConfigBody = OperateBody(Type.Union([SetAutoReplies, SetKeywordReplies]));
export const QuickPhrasesConfigBody = OperateBody(SetQuickPhrases);
export const JoinGroupBody = OperateBody(JoinChatGroup);

export type CustomerListBody = Static<typeof CustomerListBody>;
export type ChatRow = Static<typeof ChatRow>;
export type MessageView = Static<typeof MessageView>;
export type CustomerListData = Static<typeof CustomerListData>;
export type DetailData = Static<typeof DetailData>;
export type OrderInfo = Static<typeof OrderInfo>;
export type InitData = Static<typeof InitData>;
export type SelectListData = Static<typeof SelectListData>;
export type ChatSettingsView = Static<typeof ChatSettingsView>;
