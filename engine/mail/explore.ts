/** What the explorer may ask of mail: the mails on record, the stores, the buyers' addresses. */
import type { ExploreKit } from '../kit.ts';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

export const mailExplore: ExploreKit = {
  domains: (state, scenario) => {
    const mails = Object.values(state.mail.byId).filter((m) => !m.hidden);
    const inbox = mails.filter((m) => m.kind === 'buyer');
    const addresses = [
      ...new Set([
        ...inbox.map((m) => m.from),
        ...scenario.buyers.flatMap((b) => (b.account ? [b.account] : [])),
      ]),
    ].filter((a) => EMAIL.test(a));
    return {
      ids: mails.map((m) => m.id),
      replyTo: inbox.map((m) => m.id),
      draftId: mails.filter((m) => m.box === 'draft').map((m) => m.id),
      to: addresses,
      store: scenario.stores.map((s) => s.id),
    };
  },
};
