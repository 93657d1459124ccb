/** Calls of /api/PTStorage (list; Operate goes through useOperate, Import through ImportDialog). */
import type { StockListBody, StockListData } from '../../../../schemas/warehouse/api.ts';
import { api } from '../../api/index.ts';

export const STOCK_OPERATE = '/PTStorage/Operate';
export const STOCK_IMPORT = '/PTStorage/Import';

export const stockApi = {
  list: (body: StockListBody) => api.post<StockListData>('/PTStorage/list', body),
};
