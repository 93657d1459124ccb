/**
 * The claims module's slice of a scenario's world: the counterparties a store can claim from, and
 * how each answers (the scenario's policy): pay (up to a limit), refuse, or ask for evidence first
 * and then pay when the evidence says what it must. A rule may name the case files the
 * counterparty needs (a waybill, photos): a claim that lacks them is asked for them first, and is
 * paid only once they have been sent.
 */
import { Type, type Static } from 'typebox';
import { EntityId, LocalText, described } from '../common.ts';
import { MessageCondition } from '../conversation/script.ts';
import { ClaimReason, ClaimType } from './domain.ts';

const closed = { additionalProperties: false } as const;
const Duration = Type.String({
  pattern: '^[0-9]{1,6}(s|m|h|d)$',
  description: 'Sim time: 30m, 2d',
});

export const ClaimCounterparty = Type.Object(
  {
    id: described(EntityId, 'Counterparty id, as rules name it'),
    kind: described(ClaimType, 'What it is: supplier, warehouse or logistics'),
    name: described(LocalText, 'Its name'),
  },
  closed,
);

export const ClaimAnswer = Type.Union([
  Type.Literal('pay'),
  Type.Literal('refuse'),
  Type.Literal('askEvidence'),
]);

export const ClaimRule = Type.Object(
  {
    counterparty: described(EntityId, 'The counterparty that answers by this rule'),
    reason: described(
      Type.Optional(ClaimReason),
      'The rule applies to claims for this reason (any reason when absent)',
    ),
    orderNo: described(
      Type.Optional(EntityId),
      'The rule applies to claims about this order (any order when absent)',
    ),
    answer: described(
      ClaimAnswer,
      'pay, refuse, or askEvidence (ask for evidence, then pay or refuse on it)',
    ),
    after: described(
      Type.Optional(Duration),
      'Sim delay before the counterparty answers (default 1d)',
    ),
    maxAmount: described(
      Type.Optional(Type.Number({ minimum: 0 })),
      'Pays at most this much (default: what was claimed)',
    ),
    say: described(
      Type.Optional(LocalText),
      'What the counterparty says: why it refuses, or what evidence it needs',
    ),
    files: described(
      Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 5 })),
      'The case files (attachment names) the counterparty needs before it pays, among all the files sent with the claim and its evidence',
    ),
    ask: described(
      Type.Optional(LocalText),
      'What the counterparty says when those files are missing (it asks for them)',
    ),
    evidence: described(
      Type.Optional(
        Type.Object(
          {
            if: described(
              Type.Optional(MessageCondition),
              "The evidence's words pass these checks",
            ),
            after: Type.Optional(Duration),
            refuse: described(
              Type.Optional(LocalText),
              'What the counterparty says when the evidence does not do',
            ),
          },
          closed,
        ),
      ),
      'After evidence: pays when the evidence passes these checks (if any) and the files are there, else refuses',
    ),
  },
  closed,
);
export type ClaimRule = Static<typeof ClaimRule>;

export const ClaimsWorld = {
  claims: described(
    Type.Optional(
      Type.Object(
        {
          counterparties: described(
            Type.Array(ClaimCounterparty, { minItems: 1, maxItems: 30 }),
            'Who the stores can claim from',
          ),
          rules: described(
            Type.Optional(Type.Array(ClaimRule, { maxItems: 50 })),
            'First matching rule answers a claim; without one the counterparty refuses after 1d',
          ),
        },
        closed,
      ),
    ),
    'Claims the student may file: the counterparties and how they answer',
  ),
};
