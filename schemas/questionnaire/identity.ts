/** The questionnaire module's identity, declared once (schemas/identity.ts lists it). */
import type { ModuleIdentity } from '../identity.ts';

export const questionnaireIdentity = {
  id: 'questionnaire',
  page: 'questionPaper',
  api: 'PTQuestion',
  menu: 6,
} as const satisfies ModuleIdentity;
