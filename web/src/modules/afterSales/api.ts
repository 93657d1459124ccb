/** Calls of /api/PTAfterSale (list; Operate goes through useOperate). */
import type { AfterSaleListBody, AfterSaleListData } from '../../../../schemas/afterSales/api.ts';
import { api } from '../../api/index.ts';

export const AFTER_SALE_OPERATE = '/PTAfterSale/Operate';

export const afterSaleApi = {
  list: (body: AfterSaleListBody) => api.post<AfterSaleListData>('/PTAfterSale/list', body),
};
