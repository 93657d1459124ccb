/**
 * The chat module's slice of a scenario's world: the buyers' conversations (earlier sessions and
 * the messages still to come on the sim clock), their scripts, reviews and the store's groups.
 */
import { Type, type Static } from 'typebox';
import { EntityId, Instant, LocalText, described } from '../common.ts';
import { BuyerScript } from '../conversation/script.ts';
import { QuickPhrases } from './domain.ts';

const closed = { additionalProperties: false } as const;

export const ChatSeedMessage = Type.Object(
  {
    from: described(Type.Union([Type.Literal('buyer'), Type.Literal('seller')]), 'Who wrote it'),
    at: described(
      Instant,
      'Sim time: before the case starts it is history, after it the buyer writes it then',
    ),
    text: described(LocalText, 'What it says'),
  },
  closed,
);

export const ChatReview = Type.Object(
  {
    orderNo: described(Type.Optional(EntityId), 'The order reviewed'),
    rating: described(Type.Integer({ minimum: 1, maximum: 5 }), 'Stars, 1 to 5'),
    text: described(LocalText, 'What the buyer wrote'),
    at: described(Instant, 'When (sim time)'),
  },
  closed,
);

export const ScenarioChat = Type.Object(
  {
    buyer: described(EntityId, 'The buyer (an id of `buyers`)'),
    store: described(EntityId, 'The store they write to'),
    orderNo: described(
      Type.Optional(EntityId),
      'The order the conversation is about (the order-info panel)',
    ),
    sku: described(
      Type.Optional(EntityId),
      'The product asked about when there is no order yet (pre-sale questions)',
    ),
    messages: described(
      Type.Array(ChatSeedMessage, { maxItems: 50 }),
      'Messages by time: earlier ones are history, later ones the buyer writes then',
    ),
    reviews: described(
      Type.Optional(Type.Array(ChatReview, { maxItems: 20 })),
      "The buyer's earlier reviews of the store (the review panel)",
    ),
    groups: described(
      Type.Optional(Type.Array(EntityId, { maxItems: 10, uniqueItems: true })),
      'Groups the buyer is in at the start',
    ),
  },
  closed,
);
export type ScenarioChat = Static<typeof ScenarioChat>;

export const ChatGroup = Type.Object(
  {
    id: described(EntityId, 'Group id, as conversations name it'),
    name: described(LocalText, 'Group name'),
  },
  closed,
);

export const ChatWorld = {
  chat: described(
    Type.Optional(
      Type.Object(
        {
          conversations: described(
            Type.Array(ScenarioChat, { maxItems: 100 }),
            "The buyers' conversations",
          ),
          scripts: described(
            Type.Optional(Type.Array(BuyerScript, { maxItems: 50 })),
            "Buyers who answer the student's messages by a script",
          ),
          groups: described(
            Type.Optional(Type.Array(ChatGroup, { maxItems: 20 })),
            "The store's customer groups at the start",
          ),
          quickPhrases: described(
            Type.Optional(QuickPhrases),
            'Quick phrases the store has at the start',
          ),
        },
        closed,
      ),
    ),
    'The live chat: conversations, scripted buyers, groups, quick phrases',
  ),
};
