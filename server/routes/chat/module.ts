import type { ServerModule } from '../kit.ts';
import { chatRoutes } from './routes.ts';

export const chatServer: ServerModule = {
  routes: chatRoutes,
};
