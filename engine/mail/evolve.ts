/** The mail module's evolve: folds its events (and the others it reacts to) into its slice. */
import type { MailAttachment } from '../../schemas/mail/domain.ts';
import type { Envelope } from '../core/envelope.ts';
import { storeAddress, type Mail, type MailState } from './state.ts';
import { othersOnly } from '../kit.ts';

type Sent = {
  id: string;
  store: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  replyTo: string | null;
  attachments?: MailAttachment[];
};

/** The mail with this id, created (numbered after the others) when it is new. */
const upsert = (draft: MailState, d: Sent, buyer: string | null): Mail => {
  const old = draft.byId[d.id];
  if (!old) draft.count += 1;
  const m: Mail = old ?? {
    id: d.id,
    box: 'draft',
    fromBox: null,
    kind: 'student',
    store: d.store,
    from: storeAddress(d.store),
    buyer,
    to: [],
    cc: [],
    subject: '',
    body: '',
    orderNo: null,
    replyTo: null,
    at: null,
    sendAt: null,
    read: true,
    starred: false,
    noReply: false,
    replied: false,
    failed: [],
    attachments: [],
    seq: 0,
    hidden: false,
  };
  Object.assign(m, {
    store: d.store,
    from: storeAddress(d.store),
    to: d.to,
    cc: d.cc,
    subject: d.subject,
    body: d.body,
    replyTo: d.replyTo,
    attachments: d.attachments ?? [],
    buyer,
  });
  draft.byId[d.id] = m;
  return m;
};

/** Applies a mail event to the slice (an immer draft). */
export const evolveMail = (draft: MailState, event: Envelope): void => {
  switch (event.type) {
    case 'MailReceived': {
      const d = event.data;
      const arriving = d.mail ? draft.byId[d.mail] : undefined;
      if (arriving) {
        arriving.hidden = false;
        arriving.at = d.at;
        arriving.seq = draft.ordered += 1;
      } else {
        draft.count += 1;
        draft.byId[d.id] = {
          id: d.id,
          box: 'inbox',
          fromBox: null,
          kind: d.kind,
          store: d.store,
          from: d.from,
          buyer: d.buyer,
          to: [storeAddress(d.store)],
          cc: [],
          subject: d.subject,
          body: d.body,
          orderNo: d.orderNo,
          replyTo: d.bounceOf ?? null,
          at: d.at,
          sendAt: null,
          read: false,
          starred: false,
          noReply: false,
          replied: false,
          failed: d.failed ?? [],
          attachments: [],
          seq: (draft.ordered += 1),
          hidden: false,
        };
      }
      if (d.buyer && d.kind === 'buyer') {
        draft.waitingSince[d.buyer] ??= d.at;
        (draft.unanswered[d.buyer] ??= []).push(d.mail ?? d.id);
      }
      return;
    }
    case 'MailSent': {
      const d = event.data;
      const m = upsert(draft, d, d.buyer);
      Object.assign(m, { box: 'sent', at: d.at, sendAt: null, orderNo: d.orderNo });
      m.seq = draft.ordered += 1;
      // A mail to a buyer answers everything they wrote before it.
      for (const b of d.buyers) {
        delete draft.waitingSince[b];
        for (const id of draft.unanswered[b] ?? []) {
          const x = draft.byId[id];
          if (x) x.replied = true;
        }
        delete draft.unanswered[b];
      }
      const answered = d.replyTo ? draft.byId[d.replyTo] : undefined;
      if (answered) answered.replied = true;
      return;
    }
    case 'MailScheduled': {
      const d = event.data;
      const m = upsert(draft, d, d.buyer);
      Object.assign(m, { box: 'sent', at: null, sendAt: d.sendAt, orderNo: d.orderNo });
      m.seq = draft.ordered += 1;
      return;
    }
    case 'DraftSaved': {
      const m = upsert(draft, event.data, null);
      m.box = 'draft';
      m.seq = draft.ordered += 1;
      return;
    }
    case 'MailsDeleted':
      for (const id of event.data.ids) {
        const m = draft.byId[id];
        if (m) [m.fromBox, m.box] = [m.box, 'trash'];
      }
      for (const id of event.data.purged) delete draft.byId[id];
      return;
    case 'MailsRestored':
      for (const id of event.data.ids) {
        const m = draft.byId[id];
        if (m) [m.box, m.fromBox] = [m.fromBox ?? 'inbox', null];
      }
      return;
    case 'MailsMarked': {
      const { ids, ...flags } = event.data;
      for (const id of ids) {
        const m = draft.byId[id];
        if (m) Object.assign(m, flags);
      }
      return;
    }
    case 'BuyerScriptMoved': {
      const c = draft.conversations[event.data.buyer];
      if (c) [c.state, c.moves] = [event.data.to, c.moves + 1];
      return;
    }
    case 'BuyerConversationEnded': {
      const c = draft.conversations[event.data.buyer];
      if (c) c.outcome = event.data.outcome;
      return;
    }
    default:
      return othersOnly('mail', event.type);
  }
};
