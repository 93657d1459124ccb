/** The claim module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const claimIdentity = {
  id: 'claim',
  page: 'claimMode',
  api: 'PTClaimant',
  menu: 3,
} as const satisfies ModuleIdentity;
