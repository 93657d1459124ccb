/** The afterSales module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const afterSalesIdentity = {
  id: 'afterSales',
  page: 'afterSell',
  api: 'PTAfterSale',
  menu: 9,
} as const satisfies ModuleIdentity;
