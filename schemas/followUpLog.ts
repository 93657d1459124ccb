/** The toolbox's follow-up log (spec 3, 5): its item fields and limits, commands and events. */
import { Type, type Static } from 'typebox';

const closed = { additionalProperties: false } as const;

/** The spec's log types, in its order. */
export const LOG_KINDS = [
  'dailyConsultation',
  'orderWarehousing',
  'disputeClaims',
  'customerMarketing',
  'other',
] as const;
export type LogKind = (typeof LOG_KINDS)[number];
export const LogKind = Type.Union(
  [
    Type.Literal('dailyConsultation'),
    Type.Literal('orderWarehousing'),
    Type.Literal('disputeClaims'),
    Type.Literal('customerMarketing'),
    Type.Literal('other'),
  ],
  { description: 'The log type (spec: daily consultation … other)' },
);

/** The spec's field limits (section 5: 100/100/100/25/250/100), by the log item's field. */
export const LOG_LIMITS = {
  logTime: 100,
  customerInfo: 100,
  orderInfo: 100,
  type: 25,
  detail: 250,
  isDone: 100,
} as const;
/** How many items one attempt's log holds. */
export const LOG_ITEMS_MAX = 100;
/** A log item's id within its attempt (L1, L2 …). */
export const LogItemId = Type.String({ pattern: '^L[0-9]{1,6}$' });

/** A log item's text fields, as the engine keeps them (trimmed; empty when not given). */
const logFields = {
  logTime: Type.String({ maxLength: LOG_LIMITS.logTime }),
  customerInfo: Type.String({ maxLength: LOG_LIMITS.customerInfo }),
  orderInfo: Type.String({ maxLength: LOG_LIMITS.orderInfo }),
  kind: LogKind,
  detail: Type.String({ minLength: 1, maxLength: LOG_LIMITS.detail }),
  isDone: Type.Boolean(),
};

export const FollowUpLogEventData = {
  /** The student wrote a log item (`isNew`) or changed one: the item as it now stands. */
  FollowUpLogSaved: Type.Object({ id: LogItemId, isNew: Type.Boolean(), ...logFields }, closed),
  /** The student deleted a log item (after confirming). */
  FollowUpLogDeleted: Type.Object({ id: LogItemId }, closed),
} as const;

/**
 * Adds a log item (no id) or changes one (its id). Texts are checked against the spec's limits
 * by the engine, which answers a message key naming the field.
 */
export const SaveFollowUpLog = Type.Object(
  {
    type: Type.Literal('SaveFollowUpLog'),
    id: Type.Optional(LogItemId),
    logTime: Type.Optional(Type.String({ maxLength: LOG_LIMITS.logTime })),
    customerInfo: Type.Optional(Type.String({ maxLength: LOG_LIMITS.customerInfo })),
    orderInfo: Type.Optional(Type.String({ maxLength: LOG_LIMITS.orderInfo })),
    kind: LogKind,
    detail: Type.String({ maxLength: LOG_LIMITS.detail }),
    isDone: Type.Boolean(),
  },
  closed,
);
export const DeleteFollowUpLog = Type.Object(
  { type: Type.Literal('DeleteFollowUpLog'), id: LogItemId },
  closed,
);
export type SaveFollowUpLog = Static<typeof SaveFollowUpLog>;
export type DeleteFollowUpLog = Static<typeof DeleteFollowUpLog>;
export type FollowUpLogCommand = SaveFollowUpLog | DeleteFollowUpLog;
export type FollowUpLogItem = Omit<Static<typeof FollowUpLogEventData.FollowUpLogSaved>, 'isNew'>;
