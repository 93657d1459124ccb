/**
 * The questionnaire module's server declaration: its routes (and import); prefix and tag come from
 * its identity.
 */
import type { ServerModule } from '../kit.ts';
import { questionnaireRoutes } from './routes.ts';

export const questionnaireServer: ServerModule = {
  routes: questionnaireRoutes,
};
