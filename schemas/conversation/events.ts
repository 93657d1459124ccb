/**
 * The events every channel of scripted buyers records (mail, chat): a buyer moving on in their
 * script, and the conversation ending. Each channel names them its own way and says which of its
 * messages moved the buyer (`ref`: mailId, messageId).
 */
import { Type } from 'typebox';
import { Outcome } from './script.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const NullableId = Type.Union([Id, Type.Null()]);

/** A scripted buyer moved on: why, and where to; `ref` names the seller's message that moved them. */
export const scriptMovedData = <R extends string>(ref: R) =>
  Type.Object(
    {
      buyer: Id,
      from: Type.String(),
      to: Type.String(),
      trigger: Type.Union([
        Type.Literal('message'),
        Type.Literal('otherwise'),
        Type.Literal('patience'),
      ]),
      /** The seller's message that moved them (message, otherwise). */
      ...({ [ref]: NullableId } as Record<R, typeof NullableId>),
      /** Which `on` rule matched (message). */
      rule: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    },
    closed,
  );

/** A conversation ended: the buyer satisfied, or escalated to a follow-up, a bad review or a dispute. */
export const ConversationEndedData = Type.Object(
  {
    buyer: Id,
    outcome: Outcome,
    orderNo: Type.Union([Id, Type.Null()]),
    /** Sim time it ended (absent in streams from before it was recorded). */
    at: Type.Optional(Type.String({ format: 'date-time' })),
  },
  closed,
);
