import type { ServerModule } from '../kit.ts';
import { feedbackRoutes } from './routes.ts';

export const feedbackServer: ServerModule = {
  routes: feedbackRoutes,
};
