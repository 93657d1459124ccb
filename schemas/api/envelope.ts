/** The response envelope of every API call (spec section 7): status, message, data. */
import { Type, type Static, type TSchema } from 'typebox';

/** One refused row of an import file: 1-based row (the header is row 1), the column, why. */
export const RowError = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  messageKey: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type RowError = Static<typeof RowError>;

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal('success'), message: Type.String(), data });

/**
 * An error reply. `status` is 'error', or '401' when the session is missing or expired (the UI
 * then clears the session and goes to /login). `message` is an i18n key the UI translates;
 * `data.params` fills its placeholders and `data.details` lists field errors of validation.
 */
export const ErrorEnvelope = Type.Object({
  status: Type.Union([Type.Literal('error'), Type.Literal('401')]),
  message: Type.String(),
  data: Type.Union([
    Type.Null(),
    Type.Object({
      params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
      details: Type.Optional(
        Type.Array(
          Type.Object({ path: Type.String(), messageKey: Type.String(), message: Type.String() }),
        ),
      ),
      /** Row errors of a file import: nothing was imported. */
      rows: Type.Optional(Type.Array(RowError)),
    }),
  ]),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;
export type ApiEnvelope<T> = { status: 'success'; message: string; data: T };
