/** The mailboxes' list view: a box's mails, newest first, with the inbox tabs and box counts. */
import { allowedMailActions, mailsIn, type Mail } from '../../../engine/index.ts';
import type * as M from '../../../schemas/mail/api.ts';
import { MAIL_BOXES } from '../../../schemas/mail/domain.ts';
import { pageOf } from '../operate.ts';
import type { View } from '../view.ts';

export const mailRow = (m: Mail, { scenario }: View): M.MailRow => {
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

export const mailList = (view: View, q: M.MailListBody): M.MailListData => {
  const mail = view.state.mail;
  const inBox = mailsIn(mail, q.box).filter((m) => subjectHas(m, q.keyword));
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
    boxes: Object.fromEntries(
      MAIL_BOXES.map((b) => [
        b,
        b === 'inbox' ? mailsIn(mail, b).filter((m) => !m.read).length : mailsIn(mail, b).length,
      ]),
    ),
  };
};
