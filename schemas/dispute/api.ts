/** /api/PTDispute/*: the store's disputes (list with status counts, Detail, Operate, Upload). */
import { Type, type Static } from 'typebox';
import { LocalText, Platform } from '../common.ts';
import { OperateBody, Paging, UserCaseID } from '../api/operate.ts';
import {
  DeadlineStage,
  DISPUTE_ACCEPTANCES,
  DISPUTE_ACTIONS,
  DISPUTE_PROGRESS,
  DisputeCommand,
  DisputeResult,
  DisputeStatus,
  EvidenceFile,
} from './domain.ts';
import { DefenceReason, DisputeKind } from './kinds.ts';
import { DEADLINE_RULES, DisputeRules, DisputeType } from './rules.ts';

const closed = { additionalProperties: false } as const;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const DisputeListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    status: Type.Optional(DisputeStatus),
    type: Type.Optional(DisputeType),
    platform: Type.Optional(Platform),
    /** What `keyword` searches: the buyer's name or the order number. */
    searchBy: Type.Optional(Type.Union([Type.Literal('buyer'), Type.Literal('orderNo')])),
    keyword: Type.Optional(Type.String({ maxLength: 80 })),
    ...Paging,
  },
  closed,
);

const Deadline = Nullable(
  Type.Object(
    {
      stage: DeadlineStage,
      /** Sim time it passes. */
      due: Type.String(),
    },
    closed,
  ),
);

export const DisputeRow = Type.Object({
  id: Type.String(),
  store: Type.String(),
  storeName: Type.String(),
  platform: Platform,
  type: DisputeType,
  /** What the buyer claims (a card dispute: the network's reason code); null: of no kind. */
  kind: Nullable(DisputeKind),
  /** The defences the evidence dialog offers. */
  defences: Type.Array(DefenceReason),
  orderNo: Type.String(),
  buyer: Type.String(),
  buyerName: Type.String(),
  sku: Type.String(),
  productName: LocalText,
  orderAmount: Type.Number(),
  amount: Type.Number(),
  currency: Type.String(),
  reason: LocalText,
  at: Type.String(),
  status: DisputeStatus,
  result: Nullable(DisputeResult),
  refunded: Type.Number(),
  /** What is left of the amount: refunding all of it is a full refund. */
  left: Type.Number(),
  /** The most a refund may be now (what is left, within what the order still holds). */
  refundMax: Type.Number(),
  /** The resolution centre's step. */
  progress: Type.Enum(DISPUTE_PROGRESS),
  /** Who has the dispute now. */
  acceptance: Type.Enum(DISPUTE_ACCEPTANCES),
  deadline: Deadline,
  /** An offered partial refund the buyer has not answered. */
  offer: Nullable(Type.Number()),
  /** The buyer's counter-offer the seller has not answered. */
  counter: Nullable(Type.Number()),
  /** The platform recorded a violation against the seller. */
  violation: Type.Boolean(),
  interventionBy: Nullable(
    Type.Union([Type.Literal('seller'), Type.Literal('buyer'), Type.Literal('platform')]),
  ),
  actions: Type.Array(Type.Enum(DISPUTE_ACTIONS)),
});

export const DisputeListData = Type.Object({
  list: Type.Array(DisputeRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  version: Type.Integer(),
  /** Disputes per status (the tabs). */
  counts: Type.Record(Type.String(), Type.Integer()),
  /** The sim time of the list and the clock's speed: the countdowns tick from them. */
  simNow: Type.String(),
  speed: Type.Number(),
  platforms: Type.Array(Platform),
});

export const DisputeDetailBody = Type.Object(
  { userCaseID: UserCaseID, id: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);

export const DisputeMessage = Type.Object({
  by: Type.Union([Type.Literal('buyer'), Type.Literal('platform'), Type.Literal('seller')]),
  text: Nullable(Type.String()),
  say: Nullable(LocalText),
  key: Nullable(Type.String()),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  at: Type.String(),
});

export const DisputeDetailData = Type.Object({
  dispute: DisputeRow,
  messages: Type.Array(DisputeMessage),
  evidence: Type.Array(
    Type.Object({
      reasons: Type.Array(DefenceReason),
      text: Type.String(),
      files: Type.Array(EvidenceFile),
      at: Type.String(),
    }),
  ),
  /** The rules that apply (the platform's, with the case's overrides). */
  rules: DisputeRules,
  /** Deadlines that are not the platform's published figures: the simulator's or the case's own. */
  own: Type.Array(Type.Enum(DEADLINE_RULES)),
  simNow: Type.String(),
  speed: Type.Number(),
  version: Type.Integer(),
});

export const DisputeOperateBody = OperateBody(DisputeCommand);
export { EvidenceFileBody as DisputeFileBody } from '../evidenceFiles.ts';

export type DisputeListBody = Static<typeof DisputeListBody>;
export type DisputeListData = Static<typeof DisputeListData>;
export type DisputeRow = Static<typeof DisputeRow>;
export type DisputeDetailData = Static<typeof DisputeDetailData>;
export type DisputeMessage = Static<typeof DisputeMessage>;
