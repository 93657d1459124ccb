/**
 * The after-sales module's server declaration: its list and Operate, registered by the kit;
 * prefix and tag come from its identity.
 */
import * as A from '../../../schemas/afterSales/api.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { afterSaleList } from './list.ts';

export const afterSalesServer: ServerModule = {
  list: listRoute({ body: A.AfterSaleListBody, data: A.AfterSaleListData, view: afterSaleList }),
  commands: [commandRoute({ body: A.AfterSaleOperateBody })],
};
