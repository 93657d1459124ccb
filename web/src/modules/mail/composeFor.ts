/** What a reply, reply all, forward or an opened draft puts in the compose window. */
import { isStoreAddress } from '../../../../engine/mail/state.ts';
import type { MailRow } from '../../../../schemas/mail/api.ts';
import type { ComposeDraft } from './boxes.ts';

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

export const composeFor = (
  action: 'reply' | 'replyAll' | 'forward' | 'edit',
  m: MailRow,
  shown: { subject: string; body: string },
): ComposeDraft => {
  switch (action) {
    case 'reply':
      return {
        to: [m.from],
        store: m.store,
        subject: prefixed('Re:', shown.subject),
        replyTo: m.id,
      };
    case 'replyAll':
      return {
        to: [m.from],
        cc: [...m.to, ...m.cc].filter((a) => a !== m.from && !isStoreAddress(a)),
        store: m.store,
        subject: prefixed('Re:', shown.subject),
        replyTo: m.id,
      };
    case 'forward':
      return {
        to: [],
        store: m.store,
        subject: prefixed('Fwd:', shown.subject),
        body: `\n\n---\n${shown.body}`.slice(0, 500),
        replyTo: m.id,
        attachments: m.attachments,
      };
    case 'edit':
      return {
        to: m.to,
        cc: m.cc,
        store: m.store,
        subject: shown.subject,
        body: shown.body,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        draftId: m.id,
        attachments: m.attachments,
      };
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
};
