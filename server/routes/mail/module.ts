/**
 * The mail module's server declaration: its routes (and import); prefix and tag come from its
 * identity.
 */
import type { ServerModule } from '../kit.ts';
import { mailRoutes } from './routes.ts';

export const mailServer: ServerModule = {
  routes: mailRoutes,
};
