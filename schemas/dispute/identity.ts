/** The dispute module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const disputeIdentity = {
  id: 'dispute',
  page: 'DisputeMode',
  api: 'PTDispute',
  menu: 2,
} as const satisfies ModuleIdentity;
