/** The chat module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const chatIdentity = {
  id: 'chat',
  page: 'Chat',
  api: 'PTChat',
  menu: 1,
} as const satisfies ModuleIdentity;
