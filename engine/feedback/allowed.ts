/** What the student can do with a review that stands: reply (or edit the reply), contact the buyer, and ask for removal while a reason the platform removes for is left to ask. */
import type { FeedbackAction } from '../../schemas/feedback/domain.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { isStanding, removalPolicy, type Review } from './state.ts';

export const allowedFeedbackActions = (scenario: Scenario, r: Review): FeedbackAction[] => {
  if (!isStanding(r)) return [];
  const platform = scenario.stores.find((s) => s.id === r.store)?.platform ?? 'independent';
  const left = removalPolicy(scenario, platform).some((reason) => !r.requested.includes(reason));
  return ['reply', 'contactBuyer', ...(left ? (['requestRemoval'] as const) : [])];
};
