/**
 * The feedback module's server declaration: its routes (and import); prefix and tag come from its
 * identity.
 */
import type { ServerModule } from '../kit.ts';
import { feedbackRoutes } from './routes.ts';

export const feedbackServer: ServerModule = {
  routes: feedbackRoutes,
};
