/** Folds feedback events into the reviews (an immer draft). */
import type { Envelope } from '../core/envelope.ts';
import type { FeedbackState } from './state.ts';
import { othersOnly } from '../kit.ts';

export const evolveFeedback = (draft: FeedbackState, event: Envelope): void => {
  switch (event.type) {
    case 'FeedbackReplied': {
      const r = draft.byId[event.data.id];
      if (r) r.reply = event.data.text;
      return;
    }
    case 'FeedbackRemovalDecided': {
      const r = draft.byId[event.data.id];
      if (!r) return;
      r.requested.push(event.data.reason);
      if (event.data.granted) {
        r.removed = true;
        r.removal = { reason: event.data.reason, at: event.metadata.now };
      } else r.refused.push(event.data.reason);
      return;
    }
    case 'FeedbackBuyerContacted': {
      const r = draft.byId[event.data.id];
      if (r) r.contacted += 1;
      return;
    }
    case 'ChatConversationEnded':
    case 'BuyerConversationEnded': {
      // A buyer who leaves unhappy writes the review the case holds for that outcome.
      const { buyer, outcome, at } = event.data;
      for (const r of Object.values(draft.byId)) {
        if (r.buyer !== buyer || r.pending !== outcome) continue;
        r.pending = null;
        if (at) r.at = at;
      }
      return;
    }
    default:
      return othersOnly('feedback', event.type);
  }
};
