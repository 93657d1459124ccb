/** The warehouse module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const warehouseIdentity = {
  id: 'warehouse',
  page: 'Cangchu',
  api: 'PTStorage',
  menu: 7,
} as const satisfies ModuleIdentity;
