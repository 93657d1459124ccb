/**
 * What the mail module allows on a row in its state: the actions the list offers and decide
 * accepts.
 */
import type { MailAction } from '../../schemas/mail/domain.ts';
import type { Mail } from './state.ts';

/** What the student may do with a mail, by its box and kind (the row's buttons). */
export const allowedMailActions = (m: Mail): MailAction[] => {
  switch (m.box) {
    case 'inbox':
      return [
        ...(m.kind === 'buyer' ? (['reply', 'replyAll'] as const) : []),
        'forward',
        m.read ? 'markUnread' : 'markRead',
        m.starred ? 'unstar' : 'star',
        ...(m.kind === 'buyer' ? [m.noReply ? ('needsReply' as const) : ('noReply' as const)] : []),
        'delete',
      ];
    case 'sent':
      return [...(m.at ? (['forward'] as const) : []), m.starred ? 'unstar' : 'star', 'delete'];
    case 'draft':
      return ['edit', 'delete'];
    case 'trash':
      return ['restore', 'delete'];
    default: {
      const unhandled: never = m.box;
      return unhandled;
    }
  }
};
