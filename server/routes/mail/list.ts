/** The mailboxes' list view: a box's mails, newest first, with the inbox tabs and box counts. */
import {
  allowedMailActions,
  MAIL_CHANNEL,
  patienceDue,
  type Mail,
  type MailState,
} from '../../../engine/index.ts';
import type * as M from '../../../schemas/mail/api.ts';
import { MAIL_BOXES, type MailBox } from '../../../schemas/mail/domain.ts';
import { pageOf } from '../operate.ts';
import type { View } from '../view.ts';

export const mailRow = (m: Mail, { scenario, state }: View): M.MailRow => {
  const store = scenario.stores.find((s) => s.id === m.store);
  return {
    id: m.id,
    box: m.box,
    kind: m.kind,
    store: m.store,
    storeName: store?.name ?? m.store,
    platform: store?.platform ?? 'independent',
    from: m.from,
    fromName: scenario.buyers.find((b) => b.id === m.buyer && m.kind === 'buyer')?.name ?? null,
    buyer: m.buyer,
    to: m.to,
    cc: m.cc,
    subject: m.subject,
    body: m.body,
    orderNo: m.orderNo,
    replyTo: m.replyTo,
    at: m.at,
    sendAt: m.sendAt,
    read: m.read,
    starred: m.starred,
    noReply: m.noReply,
    replied: m.replied,
    patienceDue:
      m.kind === 'buyer' && m.box === 'inbox' && !m.replied && !m.noReply && m.buyer
        ? patienceDue(MAIL_CHANNEL, scenario, state, m.buyer)
        : null,
    failed: m.failed,
    attachments: m.attachments,
    actions: allowedMailActions(m),
  };
};

const TABS: Record<M.InboxTab, (m: Mail) => boolean> = {
  all: () => true,
  unread: (m) => !m.read,
  starred: (m) => m.starred,
  noReply: (m) => m.noReply,
};

/** The subject in any of its languages contains the keyword. */
const subjectHas = (m: Mail, keyword: string | undefined) => {
  const k = keyword?.trim().toLowerCase();
  if (!k) return true;
  const texts = typeof m.subject === 'string' ? [m.subject] : Object.values(m.subject);
  return texts.some((t) => t?.toLowerCase().includes(k));
};

type Boxes = { lists: Record<MailBox, Mail[]>; counts: Record<MailBox, number> };
/** Each box's mails, newest first, and the box counts, once per state (states never change). */
const boxesOf = new WeakMap<MailState, Boxes>();
const sorted = (mail: MailState): Boxes => {
  const known = boxesOf.get(mail);
  if (known) return known;
  const lists = Object.fromEntries(MAIL_BOXES.map((b) => [b, [] as Mail[]])) as Boxes['lists'];
  for (const m of Object.values(mail.byId)) if (!m.hidden) lists[m.box].push(m);
  for (const list of Object.values(lists)) list.sort((a, b) => b.seq - a.seq);
  const counts = Object.fromEntries(
    // The inbox counts its unread mails; the other boxes all theirs.
    MAIL_BOXES.map((b) => [
      b,
      b === 'inbox' ? lists.inbox.filter((m) => !m.read).length : lists[b].length,
    ]),
  ) as Boxes['counts'];
  const boxes = { lists, counts };
  boxesOf.set(mail, boxes);
  return boxes;
};

export const mailList = (view: View, q: M.MailListBody): M.MailListData => {
  const { lists, counts: boxes } = sorted(view.state.mail);
  const inBox = lists[q.box].filter((m) => subjectHas(m, q.keyword));
  const counts = Object.fromEntries(
    Object.entries(TABS).map(([k, f]) => [k, inBox.filter(f).length]),
  );
  const shown = inBox.filter(TABS[q.tab ?? 'all']);
  const page = pageOf(shown, q.page, q.limit);
  return {
    ...page,
    list: page.list.map((m) => mailRow(m, view)),
    version: view.state.version,
    counts,
    boxes,
  };
};
