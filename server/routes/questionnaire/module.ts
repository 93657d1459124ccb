import type { ServerModule } from '../kit.ts';
import { questionnaireRoutes } from './routes.ts';

export const questionnaireServer: ServerModule = {
  routes: questionnaireRoutes,
};
