/**
 * The orders module's server declaration: its list and Operate (registered by the kit), the
 * select lists, and its import. Prefix and tag come from its identity.
 */
import * as O from '../../../schemas/orders/api.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { orderList } from './list.ts';
import { orderRoutes } from './routes.ts';

export const ordersServer: ServerModule = {
  list: listRoute({ body: O.OrderListBody, data: O.OrderListData, view: orderList }),
  commands: [commandRoute({ body: O.OrderOperateBody })],
  routes: orderRoutes,
  import: {
    command: 'ImportOrders',
    imported: (events) => events.find((e) => e.type === 'OrdersImported')?.data.orders.length ?? 0,
  },
};
