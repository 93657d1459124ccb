/** What the seller can do with a dispute, by its status and the platform's rules. */
import type { DisputeAction } from '../../schemas/dispute/domain.ts';
import type { DisputeRules } from '../../schemas/dispute/rules.ts';
import type { Dispute } from './state.ts';

export const allowedDisputeActions = (d: Dispute, rules: DisputeRules): DisputeAction[] => {
  if (d.status === 'waiting')
    return [
      ...(rules.intervention ? (['intervene'] as const) : []),
      'evidence',
      'refund',
      'message',
    ];
  if (d.status === 'intervention')
    return [
      ...(d.interventionBy === 'seller' && rules.intervention ? (['withdraw'] as const) : []),
      'evidence',
      'refund',
      'message',
    ];
  return [];
};
