/** The claims module's state: the store's claims and where each stands. */
import type { ClaimReason, ClaimStatus, ClaimType } from '../../schemas/claim/domain.ts';
import type { LocalText } from '../../schemas/common.ts';
import type { EvidenceFile } from '../../schemas/evidenceFiles.ts';
import type { ClaimRule } from '../../schemas/claim/world.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export type Claim = {
  id: string;
  store: string;
  kind: ClaimType;
  counterparty: string;
  reason: ClaimReason;
  orderNo: string | null;
  amount: number;
  currency: string;
  description: string;
  /** Sim time it was filed. */
  at: string;
  status: ClaimStatus;
  /** The counterparty asked for evidence and has not had it yet. */
  evidenceAsked: boolean;
  ask: LocalText | null;
  evidence: string[];
  /** The files sent with the claim, then with its evidence. */
  files: EvidenceFile[];
  paid: number | null;
  why: LocalText | null;
  seq: number;
};

export type ClaimState = { byId: Record<string, Claim>; count: number };

export const initialClaims = (_: Scenario): ClaimState => ({ byId: {}, count: 0 });

/** The scenario's rule that answers a claim: the first that fits, or none (refused). */
export const ruleFor = (
  scenario: Scenario,
  c: Pick<Claim, 'counterparty' | 'reason' | 'orderNo'>,
): ClaimRule | undefined =>
  (scenario.world.claims?.rules ?? []).find(
    (r) =>
      r.counterparty === c.counterparty &&
      (r.reason === undefined || r.reason === c.reason) &&
      (r.orderNo === undefined || r.orderNo === c.orderNo),
  );

/** The case files the rule needs that were not sent with the claim or its evidence. */
export const missingFiles = (rule: ClaimRule | undefined, c: Pick<Claim, 'files'>): string[] =>
  (rule?.files ?? []).filter((name) => !c.files.some((f) => f.caseFile === name));
