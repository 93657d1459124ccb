/** The customers module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const customersIdentity = {
  id: 'customers',
  page: 'CustomerManage',
  api: 'PTCustomer',
  menu: 4,
} as const satisfies ModuleIdentity;
