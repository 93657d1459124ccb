/** The mail module's slice of the attempt state, and its init from the scenario. */
import type { LocalText } from '../../schemas/common.ts';
import type { Outcome } from '../../schemas/conversation/script.ts';
import type { MailAttachment, MailBox } from '../../schemas/mail/domain.ts';
import type { Buyer, Scenario } from '../../schemas/scenario.ts';

/** Text a student wrote (a string) or a scripted actor's words by language. */
export type MailText = string | LocalText;

export type Mail = {
  id: string;
  box: MailBox;
  /** The box a mail in the trash came from (restore returns it there). */
  fromBox: MailBox | null;
  kind: 'buyer' | 'bounce' | 'student';
  store: string;
  /** Sender: a buyer's address, the mail system, or the store's mailbox (student mails). */
  from: string;
  buyer: string | null;
  to: string[];
  cc: string[];
  subject: MailText;
  body: MailText;
  orderNo: string | null;
  replyTo: string | null;
  /** Sim time it arrived or was sent (null for a draft or a mail not yet sent). */
  at: string | null;
  /** Sim time a scheduled mail goes out. */
  sendAt: string | null;
  read: boolean;
  starred: boolean;
  noReply: boolean;
  /** The student answered it (a mail sent in reply to it, or to its buyer after it came). */
  replied: boolean;
  /** A delivery failure: the addresses nobody has. */
  failed: string[];
  attachments: MailAttachment[];
  /** Arrival order: newest first in the lists. */
  seq: number;
  /** Not arrived yet (a world mail due later). */
  hidden: boolean;
};

/** Where a scripted buyer's conversation stands. */
export type Conversation = {
  buyer: string;
  state: string;
  /** Moves so far: a patience timer fires only if the buyer has not moved since it was set. */
  moves: number;
  outcome: Outcome | null;
};

export type MailState = {
  byId: Record<string, Mail>;
  /** Mails so far (ids M1, M2 … for new ones). */
  count: number;
  /** The last list position given: a mail arriving or going out moves to the top. */
  ordered: number;
  /** Per buyer: ids of their inbox mails not answered yet (a mail to them answers all). */
  unanswered: Record<string, string[]>;
  conversations: Record<string, Conversation>;
  /** Per buyer: sim time of their oldest mail the student has not answered yet. */
  waitingSince: Record<string, string>;
};

/** A buyer's mail address: their account or contact when it is one. */
export const buyerAddress = (b: Buyer): string | null =>
  [b.account, b.contact].find((x) => x && /^[^\s@<>]+@[^\s@<>]+$/.test(x))?.toLowerCase() ?? null;

/** The address of a store's mailbox (what buyers see as the sender). */
const STORE_DOMAIN = 'stores.cbsim.example';
export const storeAddress = (storeId: string) => `${storeId}@${STORE_DOMAIN}`;
/** Whether an address is one of the case's store mailboxes (not a person to copy in). */
export const isStoreAddress = (address: string) => address.endsWith(`@${STORE_DOMAIN}`);

export const initialMail = (scenario: Scenario): MailState => {
  const start = Date.parse(scenario.clock.start);
  const byId: Record<string, Mail> = {};
  const waitingSince: Record<string, string> = {};
  const unanswered: Record<string, string[]> = {};
  const world = scenario.world.mail;
  (world?.inbox ?? []).forEach((m, i) => {
    const buyer = scenario.buyers.find((b) => b.id === m.from);
    const hidden = Date.parse(m.at) > start;
    byId[m.id] = {
      id: m.id,
      box: 'inbox',
      fromBox: null,
      kind: 'buyer',
      store: m.store,
      from: (buyer && buyerAddress(buyer)) ?? m.from,
      buyer: m.from,
      to: [storeAddress(m.store)],
      cc: [],
      subject: m.subject,
      body: m.body,
      orderNo: m.orderNo ?? null,
      replyTo: null,
      at: new Date(Date.parse(m.at)).toISOString(),
      sendAt: null,
      read: m.read ?? false,
      starred: false,
      noReply: false,
      replied: false,
      failed: [],
      attachments: [],
      seq: i + 1,
      hidden,
    };
    if (!hidden) {
      const at = byId[m.id]!.at!;
      if (!waitingSince[m.from] || at < waitingSince[m.from]!) waitingSince[m.from] = at;
      (unanswered[m.from] ??= []).push(m.id);
    }
  });
  const conversations: Record<string, Conversation> = {};
  for (const s of world?.scripts ?? []) {
    conversations[s.buyer] = { buyer: s.buyer, state: s.start, moves: 0, outcome: null };
  }
  const count = Object.keys(byId).length;
  return { byId, count, ordered: count, conversations, waitingSince, unanswered };
};

/** The id of a new mail, after `ahead` others created in the same decision. */
export const nextMailId = (ctx: { state: { mail: MailState } }, ahead = 0) =>
  `M${ctx.state.mail.count + 1 + ahead}`;
