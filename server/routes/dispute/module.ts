import type { ServerModule } from '../kit.ts';
import { disputeRoutes } from './routes.ts';

export const disputeServer: ServerModule = {
  routes: disputeRoutes,
};
