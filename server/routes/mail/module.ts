import type { ServerModule } from '../kit.ts';
import { mailRoutes } from './routes.ts';

export const mailServer: ServerModule = {
  routes: mailRoutes,
};
