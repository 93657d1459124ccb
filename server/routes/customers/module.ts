/**
 * The customers module's server declaration: its routes (and import); prefix and tag come from its
 * identity.
 */
import type { ServerModule } from '../kit.ts';
import { customerRoutes } from './routes.ts';

export const customersServer: ServerModule = {
  routes: customerRoutes,
};
