/** Mail module: commands (what the student does with mail) and events (what happened). */
import { Type, type Static } from 'typebox';
import { ConversationEndedData, scriptMovedData } from '../conversation/events.ts';
import { LocalText } from '../common.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
/** The design's reading of the spec: a body holds at most 500 characters. */
export const MAIL_BODY_MAX = 500;
export const MAIL_SUBJECT_MAX = 120;
export const MAIL_RECIPIENTS_MAX = 10;
/** Attachments: at most 5 a mail, 2 MB each (uploaded first, then named by id). */
export const MAIL_ATTACHMENTS_MAX = 5;
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/** File types a mail may carry: documents, pictures and spreadsheets, by extension. */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
const Address = Type.String({ minLength: 3, maxLength: 120, pattern: '^[^\\s@<>]+@[^\\s@<>]+$' });
const Addresses = Type.Array(Address, { maxItems: MAIL_RECIPIENTS_MAX, uniqueItems: true });
const Ids = Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true });
/** Sim instant, as the case's clock reads. */
const SimInstant = Type.String({ format: 'date-time' });

export const MAIL_BOXES = ['inbox', 'sent', 'draft', 'trash'] as const;
export type MailBox = (typeof MAIL_BOXES)[number];
export const MailBox = Type.Enum(MAIL_BOXES);

/** Row actions of a mail, as the UI names them. */
export const MAIL_ACTIONS = [
  'reply',
  'replyAll',
  'forward',
  'markRead',
  'markUnread',
  'star',
  'unstar',
  'noReply',
  'needsReply',
  'edit',
  'delete',
  'restore',
] as const;
export type MailAction = (typeof MAIL_ACTIONS)[number];

export const MailAttachment = Type.Object(
  {
    id: Id,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    size: Type.Integer({ minimum: 0, maximum: ATTACHMENT_MAX_BYTES }),
    type: Type.String({ maxLength: 120 }),
  },
  closed,
);
export type MailAttachment = Static<typeof MailAttachment>;
const Attachments = Type.Array(MailAttachment, { maxItems: MAIL_ATTACHMENTS_MAX });

// ---- commands ----
const Composed = {
  to: Addresses,
  cc: Type.Optional(Addresses),
  store: Id,
  subject: Type.String({ maxLength: MAIL_SUBJECT_MAX }),
  body: Type.String({ maxLength: MAIL_BODY_MAX }),
  /** The mail this one answers or forwards (its order goes with it). */
  replyTo: Type.Optional(Id),
  /** Uploaded files (the server checks each belongs to the attempt and fills in its facts). */
  attachments: Type.Optional(Attachments),
};
export const SendMail = Type.Object(
  {
    type: Type.Literal('SendMail'),
    ...Composed,
    /** A draft this mail sends (it leaves the drafts). */
    draftId: Type.Optional(Id),
    /** Send later, at this sim time (the case's clock). */
    sendAt: Type.Optional(SimInstant),
  },
  closed,
);
export const SaveDraft = Type.Object(
  {
    type: Type.Literal('SaveDraft'),
    ...Composed,
    to: Type.Array(Type.String({ maxLength: 120 }), { maxItems: MAIL_RECIPIENTS_MAX }),
    draftId: Type.Optional(Id),
  },
  closed,
);
/** To the trash; mails already in the trash are deleted for good. */
export const DeleteMails = Type.Object({ type: Type.Literal('DeleteMails'), ids: Ids }, closed);
export const RestoreMails = Type.Object({ type: Type.Literal('RestoreMails'), ids: Ids }, closed);
export const MarkMails = Type.Object(
  {
    type: Type.Literal('MarkMails'),
    ids: Ids,
    read: Type.Optional(Type.Boolean()),
    starred: Type.Optional(Type.Boolean()),
    noReply: Type.Optional(Type.Boolean()),
  },
  closed,
);

export const MailCommand = Type.Union([SendMail, SaveDraft, DeleteMails, RestoreMails, MarkMails]);
export type MailCommand = Static<typeof MailCommand>;
export type SendMail = Static<typeof SendMail>;
export type SaveDraft = Static<typeof SaveDraft>;

// ---- events ----
const Text = Type.Union([Type.String(), LocalText]);
const MailData = {
  id: Id,
  store: Id,
  to: Type.Array(Type.String()),
  cc: Type.Array(Type.String()),
  subject: Type.String(),
  body: Type.String(),
  replyTo: Type.Union([Id, Type.Null()]),
  orderNo: Type.Union([Id, Type.Null()]),
  /** Buyers among the recipients (by id), and the first of them. */
  buyers: Type.Array(Id),
  buyer: Type.Union([Id, Type.Null()]),
  /** Recipients that are nobody's address: the mail bounces back to them. */
  unknown: Type.Array(Type.String()),
  attachments: Type.Optional(Attachments),
};
export const MailEventData = {
  MailReceived: Type.Object(
    {
      id: Id,
      store: Id,
      kind: Type.Union([Type.Literal('buyer'), Type.Literal('bounce')]),
      /** The sender's address and the buyer it belongs to (null for the mail system). */
      from: Type.String(),
      buyer: Type.Union([Id, Type.Null()]),
      subject: Text,
      body: Text,
      orderNo: Type.Union([Id, Type.Null()]),
      /** Sim time it arrived. */
      at: SimInstant,
      /** A bounce: the mail that failed and the addresses nobody has. */
      bounceOf: Type.Optional(Id),
      failed: Type.Optional(Type.Array(Type.String())),
      /** The world mail it is (mail that arrives later). */
      mail: Type.Optional(Id),
    },
    closed,
  ),
  MailSent: Type.Object(
    {
      ...MailData,
      at: SimInstant,
      /**
       * Sim minutes since the oldest mail of the buyer that this one answers (null when the
       * buyer had written nothing unanswered): response time, as marketplaces measure it.
       */
      responseMinutes: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      /** The same waiting time to the second (events before it was recorded have none). */
      responseSeconds: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
      /** Sent from the drafts, or by the schedule. */
      draftId: Type.Union([Id, Type.Null()]),
      scheduled: Type.Boolean(),
    },
    closed,
  ),
  MailScheduled: Type.Object(
    { ...MailData, sendAt: SimInstant, draftId: Type.Union([Id, Type.Null()]) },
    closed,
  ),
  DraftSaved: Type.Object(
    {
      id: Id,
      store: Id,
      to: Type.Array(Type.String()),
      cc: Type.Array(Type.String()),
      subject: Type.String(),
      body: Type.String(),
      replyTo: Type.Union([Id, Type.Null()]),
      attachments: Type.Optional(Attachments),
    },
    closed,
  ),
  MailsDeleted: Type.Object({ ids: Type.Array(Id), purged: Type.Array(Id) }, closed),
  MailsRestored: Type.Object({ ids: Type.Array(Id) }, closed),
  MailsMarked: Type.Object(
    {
      ids: Type.Array(Id),
      read: Type.Optional(Type.Boolean()),
      starred: Type.Optional(Type.Boolean()),
      noReply: Type.Optional(Type.Boolean()),
    },
    closed,
  ),
  /** A scripted buyer moved on (schemas/conversation/events.ts). */
  BuyerScriptMoved: scriptMovedData('mailId'),
  BuyerConversationEnded: ConversationEndedData,
} as const;
