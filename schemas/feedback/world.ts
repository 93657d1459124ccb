/** The feedback module's slice of a scenario's world: the stores' reviews and the platforms' removal rules. */
import { Type, type Static } from 'typebox';
import { EntityId, Instant, LocalText, PLATFORMS } from '../common.ts';
import { Outcome } from '../conversation/script.ts';
import { RemovalReason } from './rules.ts';

const closed = { additionalProperties: false } as const;

export const REVIEW_KINDS = ['store', 'product'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const ScenarioReview = Type.Object(
  {
    id: EntityId,
    /** A review of the store (seller feedback) or of a product. */
    kind: Type.Enum(REVIEW_KINDS),
    store: EntityId,
    buyer: EntityId,
    orderNo: Type.Optional(EntityId),
    sku: Type.Optional(EntityId),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: LocalText,
    /** Sim time it was written. */
    at: Instant,
    /** What the review really contains that a platform may remove it for (the platform's finding). */
    violates: Type.Optional(Type.Array(RemovalReason, { uniqueItems: true })),
    /** A reply the store had already written. */
    reply: Type.Optional(Type.String({ maxLength: 500 })),
    /**
     * The review is written only when the buyer's chat or mail conversation ends this way (a
     * scripted buyer who leaves unhappy); it then appears, stamped with that sim time.
     */
    arrivesWhen: Type.Optional(Type.Object({ outcome: Outcome }, closed)),
  },
  closed,
);
export type ScenarioReview = Static<typeof ScenarioReview>;

export const FeedbackWorld = {
  feedback: Type.Optional(
    Type.Object(
      {
        reviews: Type.Array(ScenarioReview, { maxItems: 500 }),
        /** The reasons a platform removes a review for, instead of its defaults (rules.ts). */
        removalPolicy: Type.Optional(
          Type.Object(
            Object.fromEntries(
              PLATFORMS.map((p) => [
                p,
                Type.Optional(Type.Array(RemovalReason, { uniqueItems: true })),
              ]),
            ),
            closed,
          ),
        ),
      },
      closed,
    ),
  ),
};
