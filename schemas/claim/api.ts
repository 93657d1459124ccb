/** /api/PTClaimant/*: the store's claims (list with status counts, Add, Operate, Upload, File). */
import { Type, type Static } from 'typebox';
import { LocalText, Platform } from '../common.ts';
import { OperateBody, Paging, UserCaseID } from '../api/operate.ts';
import { EvidenceFile } from '../evidenceFiles.ts';
import {
  AddClaim,
  AddClaimEvidence,
  CancelClaim,
  CLAIM_ACTIONS,
  ClaimReason,
  ClaimStatus,
  ClaimType,
} from './domain.ts';

const closed = { additionalProperties: false } as const;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const ClaimListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    status: Type.Optional(ClaimStatus),
    kind: Type.Optional(ClaimType),
    platform: Type.Optional(Platform),
    /** Claim id, order number, counterparty or words of the description. */
    keyword: Type.Optional(Type.String({ maxLength: 80 })),
    ...Paging,
  },
  closed,
);

export const ClaimRow = Type.Object({
  id: Type.String(),
  store: Type.String(),
  storeName: Type.String(),
  platform: Platform,
  kind: ClaimType,
  counterparty: Type.String(),
  counterpartyName: LocalText,
  reason: ClaimReason,
  orderNo: Nullable(Type.String()),
  amount: Type.Number(),
  currency: Type.String(),
  description: Type.String(),
  at: Type.String(),
  status: ClaimStatus,
  evidenceAsked: Type.Boolean(),
  ask: Nullable(LocalText),
  evidence: Type.Array(Type.String()),
  /** The files sent with the claim and its evidence (downloaded through /File). */
  files: Type.Array(EvidenceFile),
  paid: Nullable(Type.Number()),
  why: Nullable(LocalText),
  actions: Type.Array(Type.Enum(CLAIM_ACTIONS)),
});

export const ClaimListData = Type.Object({
  list: Type.Array(ClaimRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  version: Type.Integer(),
  /** Claims per status (the tabs). */
  counts: Type.Record(Type.String(), Type.Integer()),
  /** What the add form offers: the stores, counterparties and orders of the case. */
  counterparties: Type.Array(Type.Object({ id: Type.String(), kind: ClaimType, name: LocalText })),
  stores: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      platform: Platform,
      currency: Type.String(),
    }),
  ),
  /** The orders a claim may name, each with the most a claim on it may ask (engine/claim/amount.ts). */
  orders: Type.Array(
    Type.Object({ orderNo: Type.String(), store: Type.String(), claimMax: Type.Number() }),
  ),
});

export const AddClaimBody = OperateBody(AddClaim);
export const ClaimOperateBody = OperateBody(Type.Union([CancelClaim, AddClaimEvidence]));
export { EvidenceFileBody as ClaimFileBody } from '../evidenceFiles.ts';

export type ClaimListBody = Static<typeof ClaimListBody>;
export type ClaimListData = Static<typeof ClaimListData>;
export type ClaimRow = Static<typeof ClaimRow>;
