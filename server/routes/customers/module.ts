import type { ServerModule } from '../kit.ts';
import { customerRoutes } from './routes.ts';

export const customersServer: ServerModule = {
  routes: customerRoutes,
};
