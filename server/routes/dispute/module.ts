/**
 * The disputes module's server declaration: its routes (and import); prefix and tag come from its
 * identity.
 */
import type { ServerModule } from '../kit.ts';
import { disputeRoutes } from './routes.ts';

export const disputeServer: ServerModule = {
  routes: disputeRoutes,
};
