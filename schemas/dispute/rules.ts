/**
 * Each platform's dispute deadlines (defaults; a case may override any of them per platform and
 * dispute type in `world.disputes.rules`). From the platforms' public help pages:
 * - AliExpress: the seller accepts, rejects or proposes within 5 days or the buyer's proposal is
 *   carried out; after escalation the platform rules in about 7 days.
 * - Amazon A-to-z: when Amazon asks, the seller has 48–72 hours or the claim is granted and the
 *   seller debited. Chargebacks (credit card): 7 days to refund or represent with evidence.
 * - Shopee: the seller responds within 2 days or the refund is approved automatically; the buyer
 *   answers a partial-refund offer within 1 day; a dispute without evidence is lost;
 *   investigation about 5–9 working days.
 * - Alibaba.com Trade Assurance: the supplier responds within 3 days; Alibaba steps in within 2
 *   working days.
 * - Temu and an independent site (card or PayPal disputes) have no public table as precise;
 *   their defaults follow the nearest practice (Temu 2 days, cards and PayPal 7–10 days).
 */
import { Type, type Static } from 'typebox';
import type { Platform } from '../common.ts';

const closed = { additionalProperties: false } as const;
export const Duration = Type.String({
  pattern: '^[0-9]{1,6}(s|m|h|d)$',
  description: 'Sim time: 30m, 2d',
});

export const DISPUTE_TYPES = ['platform', 'creditCard'] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];
export const DisputeType = Type.Enum(DISPUTE_TYPES);

export const DisputeRules = Type.Object(
  {
    /** The seller's first answer (refund, evidence or intervention), or the dispute is lost. */
    respondWithin: Duration,
    /** Once the platform intervenes: evidence within this, or the dispute is lost. */
    evidenceWithin: Duration,
    /** The platform (or the card issuer) rules this long after the evidence. */
    decideAfter: Duration,
    /** The buyer answers a partial-refund offer within this. */
    partialAnswerWithin: Duration,
    /** A dispute without an evidence file is lost. */
    filesRequired: Type.Boolean(),
    /** The seller may ask the platform to intervene (a card dispute goes to the issuer instead). */
    intervention: Type.Boolean(),
  },
  closed,
);
export type DisputeRules = Static<typeof DisputeRules>;

const rules = (r: DisputeRules) => r;
const CARD = rules({
  respondWithin: '7d',
  evidenceWithin: '7d',
  decideAfter: '10d',
  partialAnswerWithin: '2d',
  filesRequired: true,
  intervention: false,
});

export const DISPUTE_RULES: Record<Platform, Record<DisputeType, DisputeRules>> = {
  aliexpress: {
    platform: rules({
      respondWithin: '5d',
      evidenceWithin: '3d',
      decideAfter: '7d',
      partialAnswerWithin: '2d',
      filesRequired: false,
      intervention: true,
    }),
    creditCard: CARD,
  },
  amazon: {
    platform: rules({
      respondWithin: '3d',
      evidenceWithin: '3d',
      decideAfter: '2d',
      partialAnswerWithin: '2d',
      filesRequired: false,
      intervention: true,
    }),
    creditCard: CARD,
  },
  shopee: {
    platform: rules({
      respondWithin: '2d',
      evidenceWithin: '2d',
      decideAfter: '7d',
      partialAnswerWithin: '1d',
      filesRequired: true,
      intervention: true,
    }),
    creditCard: CARD,
  },
  alibaba: {
    platform: rules({
      respondWithin: '3d',
      evidenceWithin: '3d',
      decideAfter: '2d',
      partialAnswerWithin: '2d',
      filesRequired: false,
      intervention: true,
    }),
    creditCard: CARD,
  },
  temu: {
    platform: rules({
      respondWithin: '2d',
      evidenceWithin: '2d',
      decideAfter: '3d',
      partialAnswerWithin: '1d',
      filesRequired: false,
      intervention: true,
    }),
    creditCard: CARD,
  },
  independent: {
    // A PayPal dispute on the store's own site: 10 days to answer, then PayPal reviews.
    platform: rules({
      respondWithin: '10d',
      evidenceWithin: '10d',
      decideAfter: '7d',
      partialAnswerWithin: '2d',
      filesRequired: false,
      intervention: true,
    }),
    creditCard: CARD,
  },
};
