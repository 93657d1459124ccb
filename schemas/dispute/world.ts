/**
 * The disputes module's slice of a scenario's world: the disputes buyers opened, each with the
 * buyer's script in the dispute (replies to the seller's messages, the partial refund they take)
 * and the ruling policy (which evidence wins); and per-platform overrides of the deadlines.
 */
import { Type, type Static } from 'typebox';
import { EntityId, Instant, LocalText, Platform } from '../common.ts';
import { MessageCondition } from '../conversation/script.ts';
import { DefenceReason, DisputeKind } from './kinds.ts';
import { DisputeRules, DisputeType, Duration } from './rules.ts';

const closed = { additionalProperties: false } as const;

export const DisputeReply = Type.Object(
  {
    /** The seller's message this answers. */
    if: MessageCondition,
    say: LocalText,
    /** Sim delay before the buyer answers (default 1h). */
    after: Type.Optional(Duration),
    /** The buyer withdraws the dispute after saying it. */
    then: Type.Optional(Type.Literal('cancel')),
  },
  closed,
);

export const DisputeRuling = Type.Object(
  {
    /** The seller wins when the evidence meets all of these; without `win` the buyer wins. */
    win: Type.Optional(
      Type.Object(
        {
          /** At least one of these defence reasons. */
          reasons: Type.Optional(Type.Array(DefenceReason, { minItems: 1, uniqueItems: true })),
          /** These case files among the evidence, byte for byte. */
          files: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
          /** The evidence's words. */
          text: Type.Optional(MessageCondition),
        },
        closed,
      ),
    ),
    won: Type.Optional(LocalText),
    lost: Type.Optional(LocalText),
  },
  closed,
);

export const WorldDispute = Type.Object(
  {
    id: EntityId,
    orderNo: EntityId,
    type: DisputeType,
    /**
     * What the buyer claims, as the platform files it (for a card dispute, the network's reason
     * code): it decides the defences the seller is offered. Without it, the spec's four.
     */
    kind: Type.Optional(DisputeKind),
    /** The buyer's dispute reason, as the platform shows it. */
    reason: LocalText,
    /** The buyer's opening words. */
    says: LocalText,
    /** What the buyer asks back (default: what the order brought in). */
    amount: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    /** When the buyer opened it (at or before the case's start; default the start). */
    openedAt: Type.Optional(Instant),
    /** SKU the dispute is about (default the order's first line). */
    sku: Type.Optional(EntityId),
    replies: Type.Optional(Type.Array(DisputeReply, { maxItems: 20 })),
    /** The buyer's answer when no reply fits a message (none when absent). */
    otherwise: Type.Optional(LocalText),
    /** The least partial refund the buyer takes (none when absent). */
    acceptsPartial: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    /** When the buyer answers a partial-refund offer (at most the platform's time; default it). */
    offerAnswerAfter: Type.Optional(Duration),
    /** The buyer asks the platform to intervene this long after opening, if still waiting. */
    escalatesAfter: Type.Optional(Duration),
    /**
     * The buyer had already asked the platform to intervene (after `openedAt`, at or before the
     * case's start): the dispute starts under intervention with the evidence deadline running.
     */
    escalatedAt: Type.Optional(Instant),
    /**
     * Where the platform lets the buyer counter (Shopee): what the buyer counters an offer below
     * `acceptsPartial` with (default `acceptsPartial`).
     */
    counter: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    ruling: Type.Optional(DisputeRuling),
  },
  closed,
);
export type WorldDispute = Static<typeof WorldDispute>;

export const DisputesWorld = {
  disputes: Type.Optional(
    Type.Object(
      {
        list: Type.Array(WorldDispute, { minItems: 1, maxItems: 50 }),
        /**
         * Overrides of the platforms' defaults (schemas/dispute/rules.ts): a deadline a case
         * overrides is shown to the student as the case's own.
         */
        rules: Type.Optional(
          Type.Array(
            Type.Object(
              {
                platform: Platform,
                type: Type.Optional(DisputeType),
                ...Type.Partial(DisputeRules).properties,
              },
              closed,
            ),
            { maxItems: 12 },
          ),
        ),
      },
      closed,
    ),
  ),
};
