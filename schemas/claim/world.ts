/**
 * The claims module's slice of a scenario's world: the counterparties a store can claim from, and
 * how each answers (the scenario's policy): pay (up to a limit), refuse, or ask for evidence first
 * and then pay when the evidence says what it must. A rule may name the case files the
 * counterparty needs (a waybill, photos): a claim that lacks them is asked for them first, and is
 * paid only once they have been sent.
 */
import { Type, type Static } from 'typebox';
import { EntityId, LocalText } from '../common.ts';
import { MessageCondition } from '../conversation/script.ts';
import { ClaimReason, ClaimType } from './domain.ts';

const closed = { additionalProperties: false } as const;
const Duration = Type.String({
  pattern: '^[0-9]{1,6}(s|m|h|d)$',
  description: 'Sim time: 30m, 2d',
});

export const ClaimCounterparty = Type.Object(
  { id: EntityId, kind: ClaimType, name: LocalText },
  closed,
);

export const ClaimAnswer = Type.Union([
  Type.Literal('pay'),
  Type.Literal('refuse'),
  Type.Literal('askEvidence'),
]);

export const ClaimRule = Type.Object(
  {
    counterparty: EntityId,
    /** The rule applies to claims for this reason (any reason when absent). */
    reason: Type.Optional(ClaimReason),
    orderNo: Type.Optional(EntityId),
    answer: ClaimAnswer,
    /** Sim delay before the counterparty answers (default 1d). */
    after: Type.Optional(Duration),
    /** Pays at most this much (default: what was claimed). */
    maxAmount: Type.Optional(Type.Number({ minimum: 0 })),
    /** What the counterparty says: why it refuses, or what evidence it needs. */
    say: Type.Optional(LocalText),
    /**
     * The case files (attachment names) the counterparty needs before it pays, among all the
     * files sent with the claim and its evidence.
     */
    files: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 5 })),
    /** What the counterparty says when those files are missing (it asks for them). */
    ask: Type.Optional(LocalText),
    /**
     * After evidence: pays when the evidence passes these checks (if any) and the files are
     * there, else refuses.
     */
    evidence: Type.Optional(
      Type.Object(
        {
          if: Type.Optional(MessageCondition),
          after: Type.Optional(Duration),
          refuse: Type.Optional(LocalText),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type ClaimRule = Static<typeof ClaimRule>;

export const ClaimsWorld = {
  claims: Type.Optional(
    Type.Object(
      {
        counterparties: Type.Array(ClaimCounterparty, { minItems: 1, maxItems: 30 }),
        /** First matching rule answers a claim; without one the counterparty refuses after 1d. */
        rules: Type.Optional(Type.Array(ClaimRule, { maxItems: 50 })),
      },
      closed,
    ),
  ),
};
