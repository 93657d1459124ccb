/**
 * The chat module's server declaration: its routes (and import); prefix and tag come from its
 * identity.
 */
import type { ServerModule } from '../kit.ts';
import { chatRoutes } from './routes.ts';

export const chatServer: ServerModule = {
  routes: chatRoutes,
};
