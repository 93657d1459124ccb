/**
 * What a buyer's dispute claims (its kind) and the seller's defences that answer each kind. The
 * evidence dialog offers only the defences of the dispute's kind, and the engine refuses others.
 *
 * Kinds of a platform dispute follow the platforms' own subtypes: not received (in transit, held by
 * customs, returned, a wrong address), and not as described (quality, damage, short, counterfeit,
 * a wrong item). Card disputes are the card networks' reason codes: Visa 10.4 (fraud, card
 * absent), 13.1 (not received), 13.3 (not as described), 13.6 (credit not processed), 13.7
 * (cancelled merchandise); Mastercard 4837 (no cardholder authorisation), 4853 (cardholder
 * dispute), 4855 (goods not provided). Sources: docs/adr/0011-disputes-deadlines-and-evidence.md.
 */
import { Type } from 'typebox';

export const DISPUTE_KINDS = [
  'notReceived',
  'damaged',
  'wrongItem',
  'short',
  'quality',
  'notAsDescribed',
  'counterfeit',
  'visa104',
  'visa131',
  'visa133',
  'visa136',
  'visa137',
  'mc4837',
  'mc4853',
  'mc4855',
] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export const DisputeKind = Type.Enum(DISPUTE_KINDS);

/**
 * The seller's defence reasons. The first five are the spec's four (section 9) and the inspection
 * report: a dispute of no kind (a case written before kinds) offers those; stock loss, wrong goods
 * sent and lost parcel stay only so that older attempts keep replaying.
 */
export const DEFENCE_REASONS = [
  'stockLoss',
  'wrongGoodsSent',
  'lostParcel',
  'logisticsBreakage',
  'qualityAsAgreed',
  // Not received.
  'delivered',
  'inTransit',
  'customsHold',
  'buyerAddress',
  'refusedByBuyer',
  // Not as described.
  'asDescribed',
  'correctItem',
  'fullQuantity',
  'authentic',
  // Card disputes.
  'cardholderAuthorised',
  'authenticated',
  'deliveredToCardholder',
  'refundIssued',
  'returnNotReceived',
  'policyDisclosed',
] as const;
export type DefenceReason = (typeof DEFENCE_REASONS)[number];
export const DefenceReason = Type.Enum(DEFENCE_REASONS);

/** What a dispute of no kind offers (as before kinds). */
export const LEGACY_REASONS: readonly DefenceReason[] = DEFENCE_REASONS.slice(0, 5);

const FRAUD: DefenceReason[] = [
  'cardholderAuthorised',
  'authenticated',
  'deliveredToCardholder',
  'refundIssued',
];

/**
 * The defences that answer each kind, and so the evidence that wins it:
 * - not received: a proof of delivery (carrier, tracking, date, signature) to the agreed
 *   address; a parcel still in transit within the promised time; held by customs for the buyer
 *   to clear; delivered to the address the buyer gave; refused by the buyer and returned.
 * - not as described: the listing matches what shipped (photos, description); the packing record
 *   shows the ordered item or the full quantity; a third-party inspection report (Alibaba.com asks
 *   for SGS, TÜV Rheinland or Bureau Veritas) shows the agreed quality; brand authorisation and
 *   invoices show goods are genuine; the carrier broke it and the seller made it good.
 * - Visa 10.4 / Mastercard 4837: Visa Compelling Evidence 3.0 (two earlier undisputed orders on
 *   the same card 120–365 days old, sharing the IP address or device), 3-D Secure or AVS/CVV
 *   matches, delivery to the cardholder's billing address, or a refund already issued.
 * - Visa 13.1 / Mastercard 4855: proof of delivery, or a refund already issued.
 * - Visa 13.3: the listing matches; the cardholder never tried to return it; a refund or
 *   replacement given.
 * - Visa 13.6 / 13.7: the refund was issued (date, amount); the return never arrived; the refund
 *   or cancellation policy was shown and accepted at checkout.
 * - Mastercard 4853 (the umbrella): the evidence of its subcase.
 */
export const KIND_REASONS: Record<DisputeKind, readonly DefenceReason[]> = {
  notReceived: ['delivered', 'inTransit', 'customsHold', 'buyerAddress', 'refusedByBuyer'],
  damaged: ['logisticsBreakage', 'asDescribed'],
  wrongItem: ['correctItem', 'asDescribed'],
  short: ['fullQuantity'],
  quality: ['qualityAsAgreed', 'asDescribed'],
  notAsDescribed: ['asDescribed', 'correctItem', 'qualityAsAgreed'],
  counterfeit: ['authentic'],
  visa104: FRAUD,
  mc4837: FRAUD,
  visa131: ['delivered', 'refundIssued'],
  mc4855: ['delivered', 'refundIssued'],
  visa133: ['asDescribed', 'returnNotReceived', 'refundIssued'],
  visa136: ['refundIssued', 'returnNotReceived', 'policyDisclosed'],
  visa137: ['returnNotReceived', 'policyDisclosed', 'refundIssued'],
  mc4853: ['delivered', 'asDescribed', 'returnNotReceived', 'refundIssued'],
};

/** The defences a dispute offers: those of its kind, or the spec's list for a dispute of none. */
export const defenceReasonsOf = (kind: DisputeKind | null | undefined): readonly DefenceReason[] =>
  kind ? KIND_REASONS[kind] : LEGACY_REASONS;
