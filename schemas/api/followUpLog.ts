/** /api/PracticeTraining/UserCaseLogList, LogInfo, DeleteLogInfo: the toolbox's follow-up log. */
import { Type, type Static } from 'typebox';
import { LogItemId, LogKind } from '../followUpLog.ts';
import { UserCaseID } from './operate.ts';

const closed = { additionalProperties: false } as const;
/**
 * Texts are bounded here only against abuse; the spec's limits (100/100/100/25/250/100) are the
 * engine's, which answers attempt.log.error.tooLong naming the field.
 */
const Text = Type.String({ maxLength: 2000 });

export const LogListBody = Type.Object({ userCaseID: UserCaseID }, closed);
/** Adds an item (no id) or changes the item `id`; the spec's field names. */
export const LogInfoBody = Type.Object(
  {
    userCaseID: UserCaseID,
    id: Type.Optional(LogItemId),
    logTime: Type.Optional(Text),
    customerInfo: Type.Optional(Text),
    orderInfo: Type.Optional(Text),
    type: LogKind,
    detail: Text,
    isDone: Type.Boolean(),
  },
  closed,
);
export const DeleteLogInfoBody = Type.Object({ userCaseID: UserCaseID, id: LogItemId }, closed);

export const LogItem = Type.Object(
  {
    id: LogItemId,
    logTime: Type.String(),
    customerInfo: Type.String(),
    orderInfo: Type.String(),
    type: LogKind,
    detail: Type.String(),
    isDone: Type.Boolean(),
  },
  closed,
);
/** The attempt's log, in the order written. */
export const LogListData = Type.Object({ list: Type.Array(LogItem) }, closed);
export type LogItem = Static<typeof LogItem>;
export type LogInfoBody = Static<typeof LogInfoBody>;
export type LogListData = Static<typeof LogListData>;
