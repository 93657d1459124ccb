/**
 * The disputes module's slice of a scenario's world: the disputes buyers opened, each with the
 * buyer's script in the dispute (replies to the seller's messages, the partial refund they take)
 * and the ruling policy (which evidence wins); and per-platform overrides of the deadlines.
 */
import { Type, type Static } from 'typebox';
import { EntityId, Instant, LocalText, Platform, described } from '../common.ts';
import { MessageCondition } from '../conversation/script.ts';
import { DefenceReason, DisputeKind } from './kinds.ts';
import { DisputeRules, DisputeType, Duration } from './rules.ts';

const closed = { additionalProperties: false } as const;

export const DisputeReply = Type.Object(
  {
    if: described(MessageCondition, "The seller's message this answers"),
    say: described(LocalText, 'What the buyer answers'),
    after: described(Type.Optional(Duration), 'Sim delay before the buyer answers (default 1h)'),
    then: described(
      Type.Optional(Type.Literal('cancel')),
      'The buyer withdraws the dispute after saying it',
    ),
  },
  closed,
);

export const DisputeRuling = Type.Object(
  {
    win: described(
      Type.Optional(
        Type.Object(
          {
            reasons: described(
              Type.Optional(Type.Array(DefenceReason, { minItems: 1, uniqueItems: true })),
              'At least one of these defence reasons',
            ),
            files: described(
              Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
              'These case files among the evidence, byte for byte',
            ),
            text: described(Type.Optional(MessageCondition), "The evidence's words"),
          },
          closed,
        ),
      ),
      'The seller wins when the evidence meets all of these; without `win` the buyer wins',
    ),
    won: described(Type.Optional(LocalText), 'What the platform says when the seller wins'),
    lost: described(Type.Optional(LocalText), 'What the platform says when the buyer wins'),
  },
  closed,
);

export const WorldDispute = Type.Object(
  {
    id: described(EntityId, 'Dispute id, as final conditions name it'),
    orderNo: described(EntityId, 'The order disputed'),
    type: described(
      DisputeType,
      "platform (the marketplace's own dispute) or creditCard (a chargeback through the card network)",
    ),
    kind: described(
      Type.Optional(DisputeKind),
      "What the buyer claims, as the platform files it (for a card dispute, the network's reason code): it decides the defences the seller is offered. Without it, the spec's four",
    ),
    reason: described(LocalText, "The buyer's dispute reason, as the platform shows it"),
    says: described(LocalText, "The buyer's opening words"),
    amount: described(
      Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
      'What the buyer asks back (default: what the order brought in)',
    ),
    openedAt: described(
      Type.Optional(Instant),
      "When the buyer opened it (at or before the case's start; default the start)",
    ),
    sku: described(
      Type.Optional(EntityId),
      "SKU the dispute is about (default the order's first line)",
    ),
    replies: described(
      Type.Optional(Type.Array(DisputeReply, { maxItems: 20 })),
      "The buyer's answers to the seller's messages: the first whose `if` a message passes",
    ),
    otherwise: described(
      Type.Optional(LocalText),
      "The buyer's answer when no reply fits a message (none when absent)",
    ),
    acceptsPartial: described(
      Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
      'The least partial refund the buyer takes (none when absent)',
    ),
    offerAnswerAfter: described(
      Type.Optional(Duration),
      "When the buyer answers a partial-refund offer (at most the platform's time; default it)",
    ),
    escalatesAfter: described(
      Type.Optional(Duration),
      'The buyer asks the platform to intervene this long after opening, if still waiting',
    ),
    escalatedAt: described(
      Type.Optional(Instant),
      "The buyer had already asked the platform to intervene (after `openedAt`, at or before the case's start): the dispute starts under intervention with the evidence deadline running",
    ),
    counter: described(
      Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
      'Where the platform lets the buyer counter (Shopee): what the buyer counters an offer below `acceptsPartial` with (default `acceptsPartial`)',
    ),
    ruling: described(Type.Optional(DisputeRuling), 'How the platform rules on the evidence'),
  },
  closed,
);
export type WorldDispute = Static<typeof WorldDispute>;

export const DisputesWorld = {
  disputes: described(
    Type.Optional(
      Type.Object(
        {
          list: described(
            Type.Array(WorldDispute, { minItems: 1, maxItems: 50 }),
            'The disputes open at the start',
          ),
          rules: described(
            Type.Optional(
              Type.Array(
                Type.Object(
                  {
                    platform: described(Platform, 'The platform whose rules this overrides'),
                    type: described(
                      Type.Optional(DisputeType),
                      'Only its disputes of this type (both when absent)',
                    ),
                    ...Type.Partial(DisputeRules).properties,
                  },
                  closed,
                ),
                { maxItems: 12 },
              ),
            ),
            "Overrides of the platforms' defaults (schemas/dispute/rules.ts): a deadline a case overrides is shown to the student as the case's own",
          ),
        },
        closed,
      ),
    ),
    "Disputes the buyers opened, and the case's overrides of the platforms' rules",
  ),
};
