/** What the explorer may ask of feedback: the reviews on record and the reasons they violate. */
import type { ExploreKit } from '../kit.ts';

export const feedbackExplore: ExploreKit = {
  domains: (state) => {
    const reviews = Object.values(state.feedback.byId).filter((r) => !r.removed);
    return {
      id: reviews.map((r) => r.id),
      reason: [...new Set(reviews.flatMap((r) => r.violates))],
    };
  },
};
