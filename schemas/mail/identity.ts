/** The mail module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const mailIdentity = {
  id: 'mail',
  page: 'Mail',
  api: 'PTMail',
  menu: 0,
} as const satisfies ModuleIdentity;
