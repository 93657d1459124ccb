/**
 * Disputes module: disputes a buyer opened (from the case's world), what the seller does about
 * them (commands) and how they end (events). A dispute waits for the seller's answer; the seller
 * refunds, offers part, submits evidence or asks the platform to intervene; the platform rules on
 * the evidence; a missed deadline loses. Statuses are the spec's: waiting, platform intervention,
 * cancelled (the buyer withdrew), completed (refunded, won or lost).
 */
import { Type, type Static } from 'typebox';
import { LocalText } from '../common.ts';
import { EvidenceFile, EvidenceFiles } from '../evidenceFiles.ts';
import { DEFENCE_REASONS, DefenceReason } from './kinds.ts';
import { DisputeType } from './rules.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const DISPUTE_STATUSES = ['waiting', 'intervention', 'cancelled', 'completed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DisputeStatus = Type.Enum(DISPUTE_STATUSES);

/** How a completed dispute ended. */
export const DISPUTE_RESULTS = ['refunded', 'partRefunded', 'won', 'lost'] as const;
export type DisputeResult = (typeof DISPUTE_RESULTS)[number];
export const DisputeResult = Type.Enum(DISPUTE_RESULTS);

export { DEFENCE_REASONS, DefenceReason };

/**
 * What the current deadline is for: the seller's answer (respond), evidence once the platform
 * intervenes, the platform's ruling, the buyer's answer to a partial offer (offer), the seller's
 * answer to the buyer's counter-offer (counter), and the platform taking the dispute over by itself
 * (escalation). The seller's own are respond, evidence and counter: once one has passed, the
 * seller's answers are refused.
 */
export const DEADLINE_STAGES = [
  'respond',
  'evidence',
  'ruling',
  'offer',
  'counter',
  'escalation',
] as const;
export type DeadlineStage = (typeof DEADLINE_STAGES)[number];
export const DeadlineStage = Type.Enum(DEADLINE_STAGES);

export const SELLER_STAGES: readonly DeadlineStage[] = ['respond', 'evidence', 'counter'];

/** What a row offers; `offer` is a partial refund (refund alone is a full one). */
export const DISPUTE_ACTIONS = [
  'intervene',
  'withdraw',
  'evidence',
  'refund',
  'offer',
  'message',
] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

/** The resolution centre's progress steps, in order (engine/dispute/progress.ts). */
export const DISPUTE_PROGRESS = ['opened', 'responded', 'platform', 'closed'] as const;
export type DisputeProgress = (typeof DISPUTE_PROGRESS)[number];

/** Who has the dispute: the seller, the platform (at whose request), or nobody (closed). */
export const DISPUTE_ACCEPTANCES = [
  'seller',
  'platform.seller',
  'platform.buyer',
  'platform.platform',
  'closed',
] as const;
export type DisputeAcceptance = (typeof DISPUTE_ACCEPTANCES)[number];

export const DISPUTE_TEXT_MAX = 1000;
const Text = Type.String({ minLength: 1, maxLength: DISPUTE_TEXT_MAX });

export {
  EVIDENCE_FILES_MAX,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  EvidenceFile,
  EvidenceFileRef,
} from '../evidenceFiles.ts';

export const ApplyIntervention = Type.Object(
  { type: Type.Literal('ApplyIntervention'), id: Id },
  closed,
);
export const WithdrawIntervention = Type.Object(
  { type: Type.Literal('WithdrawIntervention'), id: Id },
  closed,
);
export const SubmitDisputeEvidence = Type.Object(
  {
    type: Type.Literal('SubmitDisputeEvidence'),
    id: Id,
    reasons: Type.Array(DefenceReason, {
      minItems: 1,
      maxItems: DEFENCE_REASONS.length,
      uniqueItems: true,
    }),
    text: Text,
    /** Upload ids (the server completes them with their stored facts). */
    files: EvidenceFiles,
  },
  closed,
);
export const RefundDispute = Type.Object(
  {
    type: Type.Literal('RefundDispute'),
    id: Id,
    /** The dispute amount is a full refund; less is an offer the buyer answers. */
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
  },
  closed,
);
export const SendDisputeMessage = Type.Object(
  { type: Type.Literal('SendDisputeMessage'), id: Id, text: Text },
  closed,
);

export const DisputeCommand = Type.Union([
  ApplyIntervention,
  WithdrawIntervention,
  SubmitDisputeEvidence,
  RefundDispute,
  SendDisputeMessage,
]);
export type DisputeCommand = Static<typeof DisputeCommand>;

/** Every event names its dispute, order and buyer, and the sim time it happened. */
const Facts = { id: Id, orderNo: Id, buyer: Id, at: Type.String() };
const Deadline = Nullable(Type.Object({ stage: DeadlineStage, due: Type.String() }, closed));
const By = Type.Union([Type.Literal('seller'), Type.Literal('buyer'), Type.Literal('platform')]);

export const DisputeEventData = {
  /** The buyer opened it (at the case's start; `at` may lie before it). */
  DisputeOpened: Type.Object(
    {
      ...Facts,
      store: Id,
      type: DisputeType,
      sku: Type.String(),
      orderAmount: Type.Number(),
      amount: Type.Number(),
      currency: Type.String(),
      reason: LocalText,
      says: LocalText,
      deadline: Deadline,
    },
    closed,
  ),
  DisputeMessageSent: Type.Object({ ...Facts, text: Type.String() }, closed),
  /** The scripted buyer's words in the dispute. */
  DisputeBuyerSaid: Type.Object({ ...Facts, say: LocalText }, closed),
  DisputeInterventionApplied: Type.Object({ ...Facts, by: By, deadline: Deadline }, closed),
  DisputeInterventionWithdrawn: Type.Object({ ...Facts, deadline: Deadline }, closed),
  DisputeEvidenceSubmitted: Type.Object(
    {
      ...Facts,
      reasons: Type.Array(DefenceReason),
      text: Type.String(),
      files: Type.Array(EvidenceFile),
      /** The case files among them (what a scoring match can name). */
      caseFiles: Type.Array(Type.String()),
      deadline: Deadline,
    },
    closed,
  ),
  DisputePartialOffered: Type.Object(
    { ...Facts, amount: Type.Number(), seq: Type.Integer() },
    closed,
  ),
  DisputePartialAnswered: Type.Object(
    { ...Facts, amount: Type.Number(), accepted: Type.Boolean() },
    closed,
  ),
  /** Money back to the buyer: by the seller, or taken by the platform when the seller lost. */
  DisputeRefunded: Type.Object(
    { ...Facts, amount: Type.Number(), full: Type.Boolean(), by: By },
    closed,
  ),
  /** The platform's (or card issuer's) ruling; `missed` names the deadline that passed. */
  DisputeRuled: Type.Object(
    {
      ...Facts,
      won: Type.Boolean(),
      missed: Nullable(DeadlineStage),
      /** Why, as a message key the UI translates (no evidence file, no winning evidence). */
      key: Nullable(Type.String()),
      say: Nullable(LocalText),
    },
    closed,
  ),
  /** The buyer withdrew the dispute. */
  DisputeCancelled: Type.Object(Facts, closed),
  /**
   * The deadline moved with no step of its own: a partial offer pauses the seller's deadline
   * until the buyer answers (`offer`); a refused offer gives it back (`resumed`); the buyer's
   * counter-offer waits for the seller (`counter`); the response time passed and the dispute waits
   * for the buyer or the platform (`respondPassed`), or lapsed for the seller (`lapsed`).
   */
  DisputeDeadlineSet: Type.Object(
    {
      ...Facts,
      deadline: Deadline,
      why: Type.Union([
        Type.Literal('offer'),
        Type.Literal('resumed'),
        Type.Literal('counter'),
        Type.Literal('respondPassed'),
        Type.Literal('lapsed'),
      ]),
    },
    closed,
  ),
  /** The buyer took less than offered and counters with what they would take. */
  DisputeBuyerCountered: Type.Object({ ...Facts, amount: Type.Number() }, closed),
  /** The platform charged the seller for a lost dispute and recorded a violation (Temu). */
  DisputeViolationRecorded: Type.Object(Facts, closed),
} as const;
