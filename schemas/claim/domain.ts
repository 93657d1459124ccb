/**
 * Claims module: claims the store makes against a supplier, an overseas warehouse or a logistics
 * provider (commands), and what became of them (events). A claim waits for the counterparty's
 * answer: paid, refused, or evidence asked first; the store may cancel while it waits. A claim
 * and its evidence take files (a waybill, photos) as dispute evidence does (schemas/evidenceFiles.ts).
 */
import { Type, type Static } from 'typebox';
import { LocalText } from '../common.ts';
import { EvidenceFile, EvidenceFiles } from '../evidenceFiles.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const CLAIM_TYPES = ['supplier', 'warehouse', 'logistics'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const ClaimType = Type.Enum(CLAIM_TYPES);

/** Reasons, and the counterparties each can be claimed from. */
export const CLAIM_REASONS = {
  productMismatch: ['supplier', 'warehouse'],
  qualityDiscrepancy: ['supplier'],
  shortShipment: ['supplier', 'warehouse'],
  lostParcel: ['logistics', 'warehouse'],
  damagedInTransit: ['logistics'],
} as const satisfies Record<string, readonly ClaimType[]>;
export type ClaimReason = keyof typeof CLAIM_REASONS;
export const ClaimReason = Type.Enum(Object.keys(CLAIM_REASONS) as ClaimReason[]);

export const CLAIM_STATUSES = ['waiting', 'paid', 'refused', 'cancelled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const ClaimStatus = Type.Enum(CLAIM_STATUSES);

export const CLAIM_ACTIONS = ['cancel', 'addEvidence'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

export const CLAIM_TEXT_MAX = 500;
export const CLAIM_AMOUNT_MAX = 100_000;
const Text = Type.String({ maxLength: CLAIM_TEXT_MAX });

export const AddClaim = Type.Object(
  {
    type: Type.Literal('AddClaim'),
    store: Id,
    kind: ClaimType,
    counterparty: Id,
    reason: ClaimReason,
    orderNo: Type.Optional(Id),
    amount: Type.Number({ exclusiveMinimum: 0, maximum: CLAIM_AMOUNT_MAX }),
    description: Text,
    /** Upload ids (the server completes them with their stored facts). */
    files: Type.Optional(EvidenceFiles),
  },
  closed,
);
export const CancelClaim = Type.Object({ type: Type.Literal('CancelClaim'), id: Id }, closed);
export const AddClaimEvidence = Type.Object(
  {
    type: Type.Literal('AddClaimEvidence'),
    id: Id,
    text: Type.String({ minLength: 1, maxLength: CLAIM_TEXT_MAX }),
    files: Type.Optional(EvidenceFiles),
  },
  closed,
);

export const ClaimCommand = Type.Union([AddClaim, CancelClaim, AddClaimEvidence]);
export type ClaimCommand = Static<typeof ClaimCommand>;

/**
 * The files sent, and the case files among them (what a scoring match and the counterparty's rule
 * name); absent in events written before claims took files.
 */
const Files = {
  files: Type.Optional(Type.Array(EvidenceFile)),
  caseFiles: Type.Optional(Type.Array(Type.String())),
};

const Facts = {
  id: Id,
  counterparty: Id,
  reason: ClaimReason,
  orderNo: Type.Union([Id, Type.Null()]),
};
export const ClaimEventData = {
  ClaimAdded: Type.Object(
    {
      ...Facts,
      store: Id,
      kind: ClaimType,
      amount: Type.Number(),
      currency: Type.String(),
      description: Type.String(),
      /** Sim time it was filed. */
      at: Type.String(),
      ...Files,
    },
    closed,
  ),
  ClaimCancelled: Type.Object(Facts, closed),
  /** The counterparty's words: what it needs to see. */
  ClaimEvidenceRequested: Type.Object(
    { ...Facts, ask: Type.Union([LocalText, Type.Null()]) },
    closed,
  ),
  ClaimEvidenceAdded: Type.Object({ ...Facts, text: Type.String(), ...Files }, closed),
  ClaimPaid: Type.Object({ ...Facts, amount: Type.Number() }, closed),
  ClaimRefused: Type.Object({ ...Facts, why: Type.Union([LocalText, Type.Null()]) }, closed),
} as const;
