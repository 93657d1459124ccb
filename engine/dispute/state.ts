/** The disputes module's state: the store's disputes, where each stands and what was said. */
import type { LocalText } from '../../schemas/common.ts';
import type {
  DeadlineStage,
  DefenceReason,
  DisputeResult,
  DisputeStatus,
  EvidenceFile,
} from '../../schemas/dispute/domain.ts';
import type { DisputeType } from '../../schemas/dispute/rules.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export type DisputeNote = {
  by: 'buyer' | 'platform' | 'seller';
  /** The seller's own words. */
  text: string | null;
  /** The buyer's scripted words. */
  say: LocalText | null;
  /** The platform's words: a message key the UI translates, with its values. */
  key: string | null;
  params: Record<string, string | number>;
  at: string;
};

export type Dispute = {
  id: string;
  store: string;
  type: DisputeType;
  orderNo: string;
  buyer: string;
  sku: string;
  orderAmount: number;
  amount: number;
  currency: string;
  reason: LocalText;
  at: string;
  status: DisputeStatus;
  result: DisputeResult | null;
  /** Money back to the buyer so far. */
  refunded: number;
  deadline: { stage: DeadlineStage; due: string } | null;
  /** The response deadline the dispute opened with: a withdrawn intervention returns to it. */
  respondDue: string | null;
  /** Bumped whenever the deadline changes: a timer of an older deadline is moot. */
  deadlineSeq: number;
  /** The seller answered in time (refund, evidence or intervention). */
  responded: boolean;
  interventionBy: 'seller' | 'buyer' | 'platform' | null;
  offer: number | null;
  offerSeq: number;
  /** The seller's deadline a pending offer paused, and the sim time it had left. */
  suspended: { stage: DeadlineStage; leftMs: number } | null;
  /** The buyer's counter-offer the seller has not answered. */
  counter: number | null;
  /** The deadline whose passing lost the dispute. */
  missed: DeadlineStage | null;
  /** The platform recorded a violation against the seller (Temu). */
  violation: boolean;
  evidence: { reasons: DefenceReason[]; text: string; files: EvidenceFile[]; at: string }[];
  messages: DisputeNote[];
  seq: number;
};

export type DisputeState = { byId: Record<string, Dispute>; count: number };

export const initialDisputes = (_: Scenario): DisputeState => ({ byId: {}, count: 0 });

export const isOpen = (d: Pick<Dispute, 'status'>) =>
  d.status === 'waiting' || d.status === 'intervention';
