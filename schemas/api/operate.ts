/** Shapes shared by the module endpoints: the Operate reply and the Import reply. */
import { Type, type Static, type TSchema } from 'typebox';

export const UserCaseID = Type.String({ minLength: 1, maxLength: 64 });
export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

/** The body of a module's Operate call: the attempt, the list's version, one command. */
export const OperateBody = <C extends TSchema>(command: C) =>
  Type.Object(
    {
      userCaseID: UserCaseID,
      expectedVersion: Type.Optional(Type.Integer({ minimum: 0 })),
      command,
    },
    { additionalProperties: false },
  );

/**
 * What a batch of events changed in the module lists and views a page shows (issue 23 §6):
 * `touched` names each one whose contents changed (`orders.list`, `chat.init`,
 * `chat.detail:b1`); `contents` carries the new contents of the views that need no query (a
 * conversation, the quick settings), so the page shows them without a request. A list not named
 * is as it was at `from`: the page keeps it and counts it current at the new version.
 */
export const ListChanges = Type.Object({
  /** The stream version before the events. */
  from: Type.Integer({ minimum: 0 }),
  touched: Type.Array(Type.String()),
  contents: Type.Record(Type.String(), Type.Unknown()),
});
export type ListChanges = Static<typeof ListChanges>;

export const OperateData = Type.Object({
  version: Type.Integer(),
  events: Type.Array(Type.Object({ type: Type.String(), data: Type.Unknown() })),
  lists: Type.Optional(ListChanges),
});
export type OperateData = Static<typeof OperateData>;

/**
 * Import (multipart/form-data): fields `userCaseID`, optional `expectedVersion`, and one
 * `file` (.csv or .xlsx, first sheet, header row first). All rows or none.
 */
export const ImportData = Type.Object({
  version: Type.Integer(),
  imported: Type.Integer({ description: 'Rows (stock) or orders imported' }),
  fileName: Type.String(),
});
export type ImportData = Static<typeof ImportData>;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
