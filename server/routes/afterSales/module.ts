/**
 * The after-sales module's server declaration: its routes (and import); prefix and tag come from
 * its identity.
 */
import type { ServerModule } from '../kit.ts';
import { afterSaleRoutes } from './routes.ts';

export const afterSalesServer: ServerModule = {
  routes: afterSaleRoutes,
};
