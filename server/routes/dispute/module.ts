import type { ServerModule } from '../kit.ts';
import { disputeRoutes } from './routes.ts';

export const disputeServer: ServerModule = {
  prefix: '/api/PTDispute',
  tag: 'PTDispute',
  routes: disputeRoutes,
};
