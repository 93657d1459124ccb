/** The mail boxes and the spec's sub-routes of /Mail. */
import type { MailAttachment, MailBox } from '../../../../schemas/mail/domain.ts';

export const BOX_PATHS: Record<MailBox, string> = {
  inbox: 'shoujianxiang',
  sent: 'fajianxiang',
  draft: 'caogaoxiang',
  trash: 'lajixiang',
};

/** The box a /Mail path shows (the inbox by default). */
export const boxOfPath = (pathname: string): MailBox =>
  (Object.entries(BOX_PATHS).find(([, seg]) => pathname.endsWith(`/${seg}`))?.[0] as MailBox) ??
  'inbox';

export const boxPath = (box: MailBox) => `/Mail/${BOX_PATHS[box]}`;

/** What a buyer's mail asks of a compose window (Contact buyer on the order desk, reply …). */
export type ComposeDraft = {
  to: string[];
  /** A buyer of the case to write to (their address is looked up), about an order. */
  buyer?: string;
  orderNo?: string;
  cc?: string[];
  store?: string;
  subject?: string;
  body?: string;
  replyTo?: string;
  draftId?: string;
  attachments?: MailAttachment[];
};

/** How another page asks the mail page to open a compose window (navigation state). */
export type ComposeRequest = { compose: ComposeDraft };
