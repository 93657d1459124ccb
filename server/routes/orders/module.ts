/**
 * The orders module's server declaration: its routes (and import); prefix and tag come from its
 * identity.
 */
import type { ServerModule } from '../kit.ts';
import { orderRoutes } from './routes.ts';

export const ordersServer: ServerModule = {
  routes: orderRoutes,
  import: {
    command: 'ImportOrders',
    imported: (events) => events.find((e) => e.type === 'OrdersImported')?.data.orders.length ?? 0,
  },
};
