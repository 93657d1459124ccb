/** Feedback commands → events, or a rejection with a message key. */
import type { CommandOf } from '../../schemas/modules.ts';
import type { DecideContext } from '../attempt/context.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { isStanding, removalPolicy } from './state.ts';

export const decideFeedback = (cmd: CommandOf<'feedback'>, ctx: DecideContext): Decision => {
  const r = ctx.state.feedback.byId[cmd.id];
  if (!r || !isStanding(r)) return reject('feedback.error.notFound', { id: cmd.id });
  switch (cmd.type) {
    case 'ReplyFeedback': {
      const text = cmd.text.trim();
      if (!text) return reject('feedback.error.emptyReply');
      return [
        {
          type: 'FeedbackReplied',
          data: { id: r.id, text, edited: r.reply !== null, rating: r.rating },
        },
      ];
    }
    case 'RequestFeedbackRemoval': {
      // Asking twice for the same reason gets the same answer: the platform is not asked again.
      if (r.requested.includes(cmd.reason))
        return reject('feedback.error.askedBefore', { id: r.id });
      const platform = ctx.scenario.stores.find((s) => s.id === r.store)?.platform ?? 'independent';
      const accepts = removalPolicy(ctx.scenario, platform).includes(cmd.reason);
      const holds = r.violates.includes(cmd.reason);
      return [
        {
          type: 'FeedbackRemovalDecided',
          data: {
            id: r.id,
            reason: cmd.reason,
            platform,
            granted: accepts && holds,
            refusal: !accepts ? 'notAReason' : !holds ? 'notFound' : null,
            rating: r.rating,
          },
        },
      ];
    }
    case 'ContactFeedbackBuyer': {
      // A contact is a message written and sent: no message, no contact.
      const text = cmd.text.trim();
      if (!text) return reject('feedback.error.emptyMessage');
      return [
        {
          type: 'FeedbackBuyerContacted',
          data: { id: r.id, buyer: r.buyer, orderNo: r.orderNo, text },
        },
      ];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
