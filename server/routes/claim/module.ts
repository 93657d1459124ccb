import type { ServerModule } from '../kit.ts';
import { claimRoutes } from './routes.ts';

export const claimServer: ServerModule = {
  routes: claimRoutes,
};
