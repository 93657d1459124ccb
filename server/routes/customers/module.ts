/**
 * The customers module's server declaration: its list (at /List, as the spec writes it, and
 * /list, as the issue tracker does) and Operate, registered by the kit, and Infos. Prefix and tag
 * come from its identity.
 */
import * as C from '../../../schemas/customers/api.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { customerList } from './list.ts';
import { customerRoutes } from './routes.ts';

export const customersServer: ServerModule = {
  list: listRoute({
    paths: ['/List', '/list'],
    body: C.CustomerListBody,
    data: C.CustomerListData,
    view: (v, q) => customerList(v.state, q),
  }),
  commands: [commandRoute({ body: C.CustomerOperateBody })],
  routes: customerRoutes,
};
