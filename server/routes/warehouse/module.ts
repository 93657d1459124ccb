/**
 * The warehouse module's server declaration: its routes (and import); prefix and tag come from its
 * identity.
 */
import type { ServerModule } from '../kit.ts';
import { warehouseRoutes } from './routes.ts';

export const warehouseServer: ServerModule = {
  routes: warehouseRoutes,
  import: {
    command: 'ImportStock',
    imported: (events) => events.find((e) => e.type === 'StockImported')?.data.items.length ?? 0,
  },
};
