import type { ServerModule } from '../kit.ts';
import { afterSaleRoutes } from './routes.ts';

export const afterSalesServer: ServerModule = {
  routes: afterSaleRoutes,
};
