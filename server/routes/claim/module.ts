/**
 * The claims module's server declaration: its routes (and import); prefix and tag come from its
 * identity.
 */
import type { ServerModule } from '../kit.ts';
import { claimRoutes } from './routes.ts';

export const claimServer: ServerModule = {
  routes: claimRoutes,
};
