/** The feedback module's slice of a scenario's world: the stores' reviews and the platforms' removal rules. */
import { Type, type Static } from 'typebox';
import { EntityId, Instant, LocalText, PLATFORMS, described } from '../common.ts';
import { Outcome } from '../conversation/script.ts';
import { RemovalReason } from './rules.ts';

const closed = { additionalProperties: false } as const;

export const REVIEW_KINDS = ['store', 'product'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const ScenarioReview = Type.Object(
  {
    id: described(EntityId, 'Review id, as final conditions name it'),
    kind: described(
      Type.Enum(REVIEW_KINDS),
      'A review of the store (seller feedback) or of a product',
    ),
    store: described(EntityId, 'The store reviewed'),
    buyer: described(EntityId, 'The buyer who wrote it'),
    orderNo: described(Type.Optional(EntityId), 'The order it is about'),
    sku: described(Type.Optional(EntityId), 'The product reviewed (a product review)'),
    rating: described(Type.Integer({ minimum: 1, maximum: 5 }), 'Stars, 1 to 5'),
    text: described(LocalText, 'What the buyer wrote'),
    at: described(Instant, 'Sim time it was written'),
    violates: described(
      Type.Optional(Type.Array(RemovalReason, { uniqueItems: true })),
      "What the review really contains that a platform may remove it for (the platform's finding)",
    ),
    reply: described(
      Type.Optional(Type.String({ maxLength: 500 })),
      'A reply the store had already written',
    ),
    arrivesWhen: described(
      Type.Optional(
        Type.Object(
          { outcome: described(Outcome, 'The outcome of the conversation that brings the review') },
          closed,
        ),
      ),
      "The review is written only when the buyer's chat or mail conversation ends this way (a scripted buyer who leaves unhappy); it then appears, stamped with that sim time",
    ),
  },
  closed,
);
export type ScenarioReview = Static<typeof ScenarioReview>;

export const FeedbackWorld = {
  feedback: described(
    Type.Optional(
      Type.Object(
        {
          reviews: described(
            Type.Array(ScenarioReview, { maxItems: 500 }),
            'The reviews: there at the start, or arriving when a conversation ends (`arrivesWhen`)',
          ),
          removalPolicy: described(
            Type.Optional(
              Type.Object(
                Object.fromEntries(
                  PLATFORMS.map((p) => [
                    p,
                    Type.Optional(
                      Type.Array(RemovalReason, {
                        uniqueItems: true,
                        description: `The reasons ${p} removes a review for`,
                      }),
                    ),
                  ]),
                ),
                closed,
              ),
            ),
            'The reasons a platform removes a review for, instead of its defaults (rules.ts)',
          ),
        },
        closed,
      ),
    ),
    "Reviews of the stores and their products, and the platforms' removal rules",
  ),
};
