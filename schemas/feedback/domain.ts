/** Feedback module: commands (what the student does with reviews) and events. */
import { Type, type Static } from 'typebox';
import { Platform } from '../common.ts';
import { RemovalReason } from './rules.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
/** A public reply to a review: the design's reading of the spec's reply text, like a mail body. */
export const FEEDBACK_REPLY_MAX = 500;
/** A private message to a reviewer: as long as a mail body. */
export const FEEDBACK_CONTACT_MAX = 500;

export const FEEDBACK_ACTIONS = ['reply', 'contactBuyer', 'requestRemoval'] as const;
export type FeedbackAction = (typeof FEEDBACK_ACTIONS)[number];

export const ReplyFeedback = Type.Object(
  {
    type: Type.Literal('ReplyFeedback'),
    id: Id,
    text: Type.String({ minLength: 1, maxLength: FEEDBACK_REPLY_MAX }),
  },
  closed,
);
export const RequestFeedbackRemoval = Type.Object(
  { type: Type.Literal('RequestFeedbackRemoval'), id: Id, reason: RemovalReason },
  closed,
);
/** A private message to the review's buyer (the platform's "Contact buyer"), not a public reply. */
export const ContactFeedbackBuyer = Type.Object(
  {
    type: Type.Literal('ContactFeedbackBuyer'),
    id: Id,
    text: Type.String({ minLength: 1, maxLength: FEEDBACK_CONTACT_MAX }),
  },
  closed,
);

export const FeedbackCommand = Type.Union([
  ReplyFeedback,
  RequestFeedbackRemoval,
  ContactFeedbackBuyer,
]);
export type FeedbackCommand = Static<typeof FeedbackCommand>;

export const FeedbackEventData = {
  FeedbackReplied: Type.Object(
    { id: Id, text: Type.String(), edited: Type.Boolean(), rating: Type.Integer() },
    closed,
  ),
  /** The platform's decision on a removal request, by its rules (decided at once). */
  FeedbackRemovalDecided: Type.Object(
    {
      id: Id,
      reason: RemovalReason,
      platform: Platform,
      granted: Type.Boolean(),
      /** Why not: the review holds no such thing, or the platform does not remove for it. */
      refusal: Type.Union([Type.Literal('notFound'), Type.Literal('notAReason'), Type.Null()]),
      rating: Type.Integer(),
    },
    closed,
  ),
  FeedbackBuyerContacted: Type.Object(
    {
      id: Id,
      buyer: Id,
      orderNo: Type.Union([Id, Type.Null()]),
      /** What the student wrote (events before the composer existed have none). */
      text: Type.Optional(Type.String()),
    },
    closed,
  ),
} as const;
