/** The feedback module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const feedbackIdentity = {
  id: 'feedback',
  page: 'Feedback',
  api: 'PTFeedback',
  menu: 5,
} as const satisfies ModuleIdentity;
