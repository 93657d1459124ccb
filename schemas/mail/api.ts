/** /api/PTMail/*: the mailboxes of an attempt. */
import { Type, type Static } from 'typebox';
import { LocalText, Platform } from '../common.ts';
import { OperateBody, Paging, UserCaseID } from '../api/operate.ts';
import {
  DeleteMails,
  MailAttachment,
  MAIL_ACTIONS,
  MailBox,
  MarkMails,
  RestoreMails,
  SaveDraft,
  SendMail,
} from './domain.ts';

const closed = { additionalProperties: false } as const;

export const INBOX_TABS = ['all', 'unread', 'starred', 'noReply'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export const MailListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    box: MailBox,
    /** Inbox tabs: all, unread, starred, no reply needed. */
    tab: Type.Optional(Type.Enum(INBOX_TABS)),
    keyword: Type.Optional(Type.String({ maxLength: 80, description: 'Subject search' })),
    ...Paging,
  },
  closed,
);
const Text = Type.Union([Type.String(), LocalText]);
export const MailRow = Type.Object({
  id: Type.String(),
  box: MailBox,
  kind: Type.Union([Type.Literal('buyer'), Type.Literal('bounce'), Type.Literal('student')]),
  store: Type.String(),
  storeName: Type.String(),
  platform: Platform,
  from: Type.String(),
  /** The buyer's name (buyer mails), or null. */
  fromName: Type.Union([Type.String(), Type.Null()]),
  buyer: Type.Union([Type.String(), Type.Null()]),
  to: Type.Array(Type.String()),
  cc: Type.Array(Type.String()),
  subject: Text,
  body: Text,
  orderNo: Type.Union([Type.String(), Type.Null()]),
  replyTo: Type.Union([Type.String(), Type.Null()]),
  /** Sim time it arrived or was sent; sendAt: sim time a scheduled mail goes out. */
  at: Type.Union([Type.String(), Type.Null()]),
  sendAt: Type.Union([Type.String(), Type.Null()]),
  read: Type.Boolean(),
  starred: Type.Boolean(),
  noReply: Type.Boolean(),
  replied: Type.Boolean(),
  /** A buyer's mail not answered yet: sim time the buyer runs out of patience, or null. */
  patienceDue: Type.Union([Type.String(), Type.Null()]),
  /** A delivery failure: the addresses nobody has. */
  failed: Type.Array(Type.String()),
  attachments: Type.Array(MailAttachment),
  actions: Type.Array(Type.Enum(MAIL_ACTIONS)),
});
export const MailListData = Type.Object({
  list: Type.Array(MailRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  version: Type.Integer(),
  /** Inbox tab counts (all, unread, starred, noReply) and the number of mails per box. */
  counts: Type.Record(Type.String(), Type.Integer()),
  boxes: Type.Record(Type.String(), Type.Integer()),
});

/** Send now or later, or keep as a draft. */
export const MailSendBody = OperateBody(Type.Union([SendMail, SaveDraft]));
/** Delete, restore, mark. */
export const MailOperateBody = OperateBody(Type.Union([DeleteMails, RestoreMails, MarkMails]));

export const InboxTypeBody = Type.Object({ userCaseID: UserCaseID }, closed);
export const InboxTypeData = Type.Object({
  /** Mailboxes: one per store of the case. */
  stores: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      platform: Platform,
      address: Type.String(),
    }),
  ),
  /** The case's buyers who have an address. */
  contacts: Type.Array(
    Type.Object({ buyer: Type.String(), name: Type.String(), address: Type.String() }),
  ),
  tabs: Type.Array(Type.Enum(INBOX_TABS)),
});

export type MailListBody = Static<typeof MailListBody>;
export type MailRow = Static<typeof MailRow>;
export type MailListData = Static<typeof MailListData>;
export type MailSendBody = Static<typeof MailSendBody>;
export type MailOperateBody = Static<typeof MailOperateBody>;
export type InboxTypeData = Static<typeof InboxTypeData>;

/** One attachment (by upload id), or all of a mail's attachments as one .zip. */
export const AttachmentBody = Type.Object(
  { userCaseID: UserCaseID, id: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);
export const AttachmentsBody = Type.Object(
  { userCaseID: UserCaseID, mailId: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);
