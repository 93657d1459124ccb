/** The orders module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const ordersIdentity = {
  id: 'orders',
  page: 'orderSlove',
  api: 'PTOrder',
  menu: 8,
} as const satisfies ModuleIdentity;
