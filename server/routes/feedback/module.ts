import type { ServerModule } from '../kit.ts';
import { feedbackRoutes } from './routes.ts';

export const feedbackServer: ServerModule = {
  prefix: '/api/PTFeedback',
  tag: 'PTFeedback',
  routes: feedbackRoutes,
};
