/** What the seller can do with a dispute, by its status and the platform's rules. */
import type { DisputeAction } from '../../schemas/dispute/domain.ts';
import type { DisputeRules } from '../../schemas/dispute/rules.ts';
import { isOpen, type Dispute } from './state.ts';

export const allowedDisputeActions = (d: Dispute, rules: DisputeRules): DisputeAction[] => {
  if (!isOpen(d)) return [];
  const out: DisputeAction[] = [];
  if (d.status === 'waiting' && rules.intervention) out.push('intervene');
  if (d.status === 'intervention' && d.interventionBy === 'seller' && rules.intervention)
    out.push('withdraw');
  if (!(rules.evidenceOnce && d.evidence.length > 0)) out.push('evidence');
  out.push('refund');
  if (rules.partialOffers && d.offer === null) out.push('offer');
  out.push('message');
  return out;
};
