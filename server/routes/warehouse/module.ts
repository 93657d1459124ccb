/**
 * The warehouse module's server declaration: its list and Operate (registered by the kit) and its
 * import; prefix and tag come from its identity.
 */
import * as S from '../../../schemas/warehouse/api.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { stockList } from './list.ts';

export const warehouseServer: ServerModule = {
  list: listRoute({ body: S.StockListBody, data: S.StockListData, view: stockList }),
  commands: [commandRoute({ body: S.StockOperateBody })],
  import: {
    command: 'ImportStock',
    imported: (events) => events.find((e) => e.type === 'StockImported')?.data.items.length ?? 0,
  },
};
