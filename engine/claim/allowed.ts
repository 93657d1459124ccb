/** What the student can do with a claim: cancel it while it waits, add evidence when asked. */
import type { ClaimAction } from '../../schemas/claim/domain.ts';
import type { Claim } from './state.ts';

export const allowedClaimActions = (c: Claim): ClaimAction[] =>
  c.status !== 'waiting' ? [] : ['cancel', ...(c.evidenceAsked ? (['addEvidence'] as const) : [])];
