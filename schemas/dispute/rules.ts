/**
 * Each platform's dispute flow as data: the deadlines (sim time), what happens when each passes,
 * how a partial refund is negotiated, the kinds of dispute it has, and where the figures come
 * from. A case may override any deadline or switch per platform and dispute type in
 * `world.disputes.rules`; every figure a platform does not publish is marked as the simulator's
 * own (`own`), and so is every figure a case overrides. The sources, with what each says, are in
 * docs/adr/0011-disputes-deadlines-and-evidence.md.
 */
import { Type, type Static } from 'typebox';
import { described } from '../common.ts';
import type { Platform } from '../common.ts';
import type { DisputeKind } from './kinds.ts';

const closed = { additionalProperties: false } as const;
export const Duration = Type.String({
  pattern: '^[0-9]{1,6}(s|m|h|d)$',
  description: 'Sim time: 30m, 2d',
});

export const DISPUTE_TYPES = ['platform', 'creditCard'] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];
export const DisputeType = Type.Enum(DISPUTE_TYPES);

/**
 * When the seller's response time passes with no answer:
 * - refund: the platform carries out the buyer's request, from the seller's money (the seller loses);
 * - wait: nothing yet — the buyer may escalate, and the dispute goes to the platform by itself
 *   `escalateAfter` its opening (Alibaba.com Trade Assurance);
 * - close: the dispute lapses for the seller (a PayPal dispute the buyer did not escalate to a claim).
 */
export const RESPOND_MISSED = ['refund', 'wait', 'close'] as const;
/**
 * When the buyer refuses a partial refund (or the seller lets the buyer's counter-offer lapse):
 * - escalate: the buyer takes it to the platform, which asks the seller for evidence;
 * - return: the negotiation ends and the buyer returns the item for a full refund (Shopee).
 */
export const OFFER_REFUSED = ['escalate', 'return'] as const;
/**
 * How a lost dispute is paid: `debit` — the platform refunds the buyer from the seller's money (or
 * the card issuer keeps the chargeback); `violation` — the platform refunded the buyer itself,
 * charges the seller and records a violation (Temu).
 */
export const DISPUTE_LOSS = ['debit', 'violation'] as const;

export const DisputeRules = Type.Object(
  {
    respondWithin: described(
      Duration,
      "The seller's first answer (refund, offer, evidence or intervention)",
    ),
    respondMissed: described(Type.Enum(RESPOND_MISSED), 'What the response time passing does'),
    escalateAfter: described(
      Type.Union([Duration, Type.Null()]),
      'The dispute goes to the platform by itself this long after it opened (none: never)',
    ),
    evidenceWithin: described(
      Duration,
      'Once the platform intervenes: evidence within this, or the dispute is lost',
    ),
    decideAfter: described(
      Duration,
      'The platform (or the card issuer) rules this long after the evidence',
    ),
    partialOffers: described(
      Type.Boolean(),
      'Whether the seller may offer part of the amount (a card dispute is refunded or fought)',
    ),
    partialAnswerWithin: described(
      Duration,
      'The buyer answers a partial-refund offer within this (and the seller a counter-offer)',
    ),
    counterOffers: described(
      Type.Boolean(),
      'Whether a buyer who takes less than offered counters with what they take',
    ),
    offerRefused: described(
      Type.Enum(OFFER_REFUSED),
      'When the buyer refuses a partial refund: escalate (to the platform, which asks for evidence) or return (the item, for a full refund)',
    ),
    filesRequired: described(Type.Boolean(), 'A dispute without an evidence file is lost'),
    evidenceOnce: described(
      Type.Boolean(),
      'Evidence can be submitted once (card networks through a processor)',
    ),
    intervention: described(
      Type.Boolean(),
      'The seller may ask the platform to intervene (a card dispute goes to the issuer instead)',
    ),
    loss: described(
      Type.Enum(DISPUTE_LOSS),
      'How a lost dispute is paid: debit (from the seller\u2019s money) or violation (the platform charges the seller and records a violation)',
    ),
  },
  closed,
);
export type DisputeRules = Static<typeof DisputeRules>;
/** The deadlines of a flow (what `own` may name). */
export const DEADLINE_RULES = [
  'respondWithin',
  'escalateAfter',
  'evidenceWithin',
  'decideAfter',
  'partialAnswerWithin',
] as const;
export type DisputeDeadlineRule = (typeof DEADLINE_RULES)[number];

export type DisputeSource = {
  /** Where it was read; `official` is the platform's, the network's or the vendor's own page. */
  url: string;
  tier: 'official' | 'thirdParty';
  /** What it says, in short. */
  says: string;
};

export type DisputeFlow = {
  rules: DisputeRules;
  /** The kinds of dispute the platform has for this type (the first is the default). */
  kinds: readonly DisputeKind[];
  /** Deadlines the platform does not publish: the simulator's own, said so to the student. */
  own: readonly DisputeDeadlineRule[];
  sources: readonly DisputeSource[];
};

const CARD_KINDS: readonly DisputeKind[] = [
  'visa104',
  'visa131',
  'visa133',
  'visa136',
  'visa137',
  'mc4837',
  'mc4853',
  'mc4855',
];
const NETWORKS: DisputeSource[] = [
  {
    url: 'https://usa.review.visa.com/supporting-info/cancelled-merchandise-services-condition-13-7.html',
    tier: 'official',
    says: 'Visa 13.7: return never received, policy disclosed, credit already processed.',
  },
  {
    url: 'https://docs.stripe.com/disputes/categories',
    tier: 'official',
    says: 'Visa 10.x fraudulent, 13.1 not received, 13.3 not as described, 13.6/13.7 credit not processed.',
  },
  {
    url: 'https://www.checkout.com/blog (2023-11-14, Visa Compelling Evidence 3.0)',
    tier: 'thirdParty',
    says: 'CE 3.0: two prior undisputed transactions 120–365 days old matching IP or device.',
  },
];

/** A card dispute through a platform that publishes no window of its own: Stripe's shortest. */
const card = (sources: DisputeSource[] = [], own: DisputeDeadlineRule[] = []): DisputeFlow => ({
  rules: {
    respondWithin: '7d',
    respondMissed: 'refund',
    escalateAfter: null,
    evidenceWithin: '7d',
    decideAfter: '10d',
    partialOffers: false,
    partialAnswerWithin: '2d',
    counterOffers: false,
    offerRefused: 'escalate',
    filesRequired: true,
    evidenceOnce: true,
    intervention: false,
    loss: 'debit',
  },
  kinds: CARD_KINDS,
  own: ['decideAfter', ...own],
  sources: [...sources, ...NETWORKS],
});

const STRIPE: DisputeSource = {
  url: 'https://docs.stripe.com/disputes/responding',
  tier: 'official',
  says: 'Respond normally within 7 to 21 days depending on the card network; no response loses; evidence normally once (submission_count).',
};

export const DISPUTE_FLOWS: Record<Platform, Record<DisputeType, DisputeFlow>> = {
  aliexpress: {
    platform: {
      rules: {
        respondWithin: '5d',
        respondMissed: 'refund',
        escalateAfter: null,
        evidenceWithin: '3d',
        decideAfter: '7d',
        partialOffers: true,
        partialAnswerWithin: '2d',
        counterOffers: false,
        offerRefused: 'escalate',
        filesRequired: false,
        evidenceOnce: false,
        intervention: true,
        loss: 'debit',
      },
      kinds: [
        'notReceived',
        'damaged',
        'quality',
        'short',
        'counterfeit',
        'wrongItem',
        'notAsDescribed',
      ],
      own: ['evidenceWithin', 'partialAnswerWithin'],
      sources: [
        {
          url: 'https://ssopdot.com/blog/13874 (also /35242, /19333, /99383)',
          tier: 'thirdParty',
          says: 'Seller accepts, or rejects with evidence or a counter-proposal, within 5 days, else the buyer’s refund is carried out; the dispute officer intervenes within 7 days; subtypes not received (in transit, customs, returned, wrong address) and not as described (quality, damage, short, counterfeit).',
        },
      ],
    },
    creditCard: card([], ['respondWithin', 'evidenceWithin', 'partialAnswerWithin']),
  },
  amazon: {
    platform: {
      rules: {
        respondWithin: '72h',
        respondMissed: 'refund',
        escalateAfter: null,
        evidenceWithin: '72h',
        decideAfter: '2d',
        partialOffers: true,
        partialAnswerWithin: '2d',
        counterOffers: false,
        offerRefused: 'escalate',
        filesRequired: false,
        evidenceOnce: false,
        intervention: true,
        loss: 'debit',
      },
      kinds: ['notReceived', 'damaged', 'wrongItem', 'notAsDescribed'],
      own: ['decideAfter', 'partialAnswerWithin'],
      sources: [
        {
          url: 'https://sellercentral.amazon.com/gp/help/external/help.html?itemID=27951',
          tier: 'official',
          says: 'The buyer contacts the seller first and may claim after 48 hours; a contact unanswered for 72 hours is granted and the seller debited; Amazon’s requests for information are answered within 72 hours; appeals within 30 days.',
        },
      ],
    },
    creditCard: card(
      [
        {
          url: 'https://sellercentral.amazon.com/gp/help/external/G202145040',
          tier: 'official',
          says: 'Refund or represent a chargeback within seven calendar days of the e-mail, or the seller may be debited; the card issuer decides.',
        },
      ],
      ['evidenceWithin', 'partialAnswerWithin'],
    ),
  },
  shopee: {
    platform: {
      rules: {
        respondWithin: '2d',
        respondMissed: 'refund',
        escalateAfter: null,
        evidenceWithin: '2d',
        decideAfter: '7d',
        partialOffers: true,
        partialAnswerWithin: '1d',
        counterOffers: true,
        offerRefused: 'return',
        filesRequired: true,
        evidenceOnce: false,
        intervention: true,
        loss: 'debit',
      },
      kinds: ['notReceived', 'wrongItem', 'damaged', 'short', 'counterfeit', 'notAsDescribed'],
      own: ['evidenceWithin'],
      sources: [
        {
          url: 'https://help.shopee.sg/portal/article/76650',
          tier: 'official',
          says: 'The seller responds within 2 days or the request is approved automatically; a partial refund without return is answered within 1 day: accept, counter, or reject and return for a full refund; or the seller disputes and Shopee mediates on evidence.',
        },
        {
          url: 'https://help.shopee.ph/4/article/130649',
          tier: 'official',
          says: 'Counter-offers up to 3 times, each answered within 1 day; if nobody answers the negotiation ends and the return goes ahead.',
        },
        {
          url: 'https://help.shopee.com.my/ article 78652; https://help.shopee.ph/ article 81286',
          tier: 'official',
          says: 'Shopee’s investigation takes about 5 (Mall) to 7–9 working days.',
        },
      ],
    },
    creditCard: card([], ['respondWithin', 'evidenceWithin', 'partialAnswerWithin']),
  },
  alibaba: {
    platform: {
      rules: {
        respondWithin: '3d',
        respondMissed: 'wait',
        escalateAfter: '7d',
        evidenceWithin: '2d',
        decideAfter: '2d',
        partialOffers: true,
        partialAnswerWithin: '2d',
        counterOffers: false,
        offerRefused: 'escalate',
        filesRequired: false,
        evidenceOnce: false,
        intervention: true,
        loss: 'debit',
      },
      kinds: ['quality', 'short', 'notReceived', 'notAsDescribed'],
      own: ['evidenceWithin', 'partialAnswerWithin'],
      sources: [
        {
          url: 'https://service.alibaba.com/buyer/faq_detail/20155175.htm',
          tier: 'official',
          says: 'The supplier responds with a solution within 3 days; the buyer may escalate from day 4; unresolved, it escalates to Alibaba.com by itself after day 7; quality disputes are decided on an SGS, TÜV Rheinland or Bureau Veritas inspection report.',
        },
        {
          url: 'https://service.alibaba.com/buyer/faq_detail/1000060198.htm',
          tier: 'official',
          says: 'The dispute team joins within 2 working days, may open an evidence window, and reviews new evidence within 2 working days.',
        },
      ],
    },
    creditCard: card([], ['respondWithin', 'evidenceWithin', 'partialAnswerWithin']),
  },
  temu: {
    // No public seller-side deadlines: Temu refunds the buyer first, then charges the seller and
    // records a violation the seller may appeal. Every deadline here is the simulator's own.
    platform: {
      rules: {
        respondWithin: '2d',
        respondMissed: 'refund',
        escalateAfter: null,
        evidenceWithin: '2d',
        decideAfter: '3d',
        partialOffers: true,
        partialAnswerWithin: '1d',
        counterOffers: false,
        offerRefused: 'escalate',
        filesRequired: false,
        evidenceOnce: false,
        intervention: true,
        loss: 'violation',
      },
      kinds: ['notReceived', 'damaged', 'wrongItem', 'notAsDescribed'],
      own: ['respondWithin', 'evidenceWithin', 'decideAfter', 'partialAnswerWithin'],
      sources: [
        {
          url: 'https://www.temu.com/return-and-refund-policy.html',
          tier: 'official',
          says: 'Buyer side only: 90-day returns; Temu may refund before the return arrives.',
        },
        {
          url: 'https://en.hb2b.com/ask/193241.html; ph-wiki.crazysales.com.au “How to Appeal Order Violation”',
          tier: 'thirdParty',
          says: 'The seller handles after-sales or Temu takes measures; violations are appealed in Seller Center.',
        },
      ],
    },
    creditCard: card([], ['respondWithin', 'evidenceWithin', 'partialAnswerWithin']),
  },
  independent: {
    // The store's own site: a PayPal dispute (the platform type) or a card chargeback through the
    // payment provider (Stripe).
    platform: {
      rules: {
        respondWithin: '20d',
        respondMissed: 'close',
        escalateAfter: null,
        evidenceWithin: '10d',
        decideAfter: '30d',
        partialOffers: true,
        partialAnswerWithin: '2d',
        counterOffers: false,
        offerRefused: 'escalate',
        filesRequired: false,
        evidenceOnce: false,
        intervention: true,
        loss: 'debit',
      },
      kinds: ['notReceived', 'notAsDescribed'],
      own: ['partialAnswerWithin'],
      sources: [
        {
          url: 'https://www.paypal.com/smarthelp FAQ932',
          tier: 'official',
          says: 'A dispute is resolved or escalated to a claim within 20 days, else it closes and cannot be reopened.',
        },
        {
          url: 'https://www.paypal.com/us/smarthelp/article/faq2050',
          tier: 'official',
          says: 'A lost claim can be appealed within 10 days of closing, with new information.',
        },
        {
          url: 'PayPal claim FAQ (third-party copy)',
          tier: 'thirdParty',
          says: 'After escalation the seller responds within 10 days, or the claim closes for the buyer with a full refund; a decision takes about 30 days.',
        },
      ],
    },
    creditCard: card([STRIPE], ['partialAnswerWithin']),
  },
};

/** The default rules of each platform and dispute type (the flows' `rules`). */
export const DISPUTE_RULES = Object.fromEntries(
  Object.entries(DISPUTE_FLOWS).map(([p, byType]) => [
    p,
    { platform: byType.platform.rules, creditCard: byType.creditCard.rules },
  ]),
) as Record<Platform, Record<DisputeType, DisputeRules>>;
