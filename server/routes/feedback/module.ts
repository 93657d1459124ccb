/**
 * The feedback module's server declaration: its list (with key metrics) and Operate, registered
 * by the kit, and ShopList. Prefix and tag come from its identity.
 */
import * as F from '../../../schemas/feedback/api.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { feedbackList } from './list.ts';
import { feedbackRoutes } from './routes.ts';

export const feedbackServer: ServerModule = {
  list: listRoute({ body: F.FeedbackListBody, data: F.FeedbackListData, view: feedbackList }),
  commands: [commandRoute({ body: F.FeedbackOperateBody })],
  routes: feedbackRoutes,
};
