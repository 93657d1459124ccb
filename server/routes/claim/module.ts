import type { ServerModule } from '../kit.ts';
import { claimRoutes } from './routes.ts';

export const claimServer: ServerModule = {
  prefix: '/api/PTClaimant',
  tag: 'PTClaimant',
  routes: claimRoutes,
};
