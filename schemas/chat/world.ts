/**
 * The chat module's slice of a scenario's world: the buyers' conversations (earlier sessions and
 * the messages still to come on the sim clock), their scripts, reviews and the store's groups.
 */
import { Type, type Static } from 'typebox';
import { EntityId, Instant, LocalText } from '../common.ts';
import { BuyerScript } from '../conversation/script.ts';
import { QuickPhrases } from './domain.ts';

const closed = { additionalProperties: false } as const;

export const ChatSeedMessage = Type.Object(
  {
    from: Type.Union([Type.Literal('buyer'), Type.Literal('seller')]),
    /** Sim time: before the case starts it is history, after it the buyer writes it then. */
    at: Instant,
    text: LocalText,
  },
  closed,
);

export const ChatReview = Type.Object(
  {
    orderNo: Type.Optional(EntityId),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: LocalText,
    at: Instant,
  },
  closed,
);

export const ScenarioChat = Type.Object(
  {
    buyer: EntityId,
    store: EntityId,
    /** The order the conversation is about (the order-info panel). */
    orderNo: Type.Optional(EntityId),
    /** The product asked about when there is no order yet (pre-sale questions). */
    sku: Type.Optional(EntityId),
    messages: Type.Array(ChatSeedMessage, { maxItems: 50 }),
    /** The buyer's earlier reviews of the store (the review panel). */
    reviews: Type.Optional(Type.Array(ChatReview, { maxItems: 20 })),
    /** Groups the buyer is in at the start. */
    groups: Type.Optional(Type.Array(EntityId, { maxItems: 10, uniqueItems: true })),
  },
  closed,
);
export type ScenarioChat = Static<typeof ScenarioChat>;

export const ChatGroup = Type.Object({ id: EntityId, name: LocalText }, closed);

export const ChatWorld = {
  chat: Type.Optional(
    Type.Object(
      {
        conversations: Type.Array(ScenarioChat, { maxItems: 100 }),
        scripts: Type.Optional(Type.Array(BuyerScript, { maxItems: 50 })),
        groups: Type.Optional(Type.Array(ChatGroup, { maxItems: 20 })),
        /** Quick phrases the store has at the start. */
        quickPhrases: Type.Optional(QuickPhrases),
      },
      closed,
    ),
  ),
};
