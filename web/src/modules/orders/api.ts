/** Calls of /api/PTOrder (list, select lists; Operate goes through useOperate). */
import type * as O from '../../../../schemas/orders/api.ts';
import { api } from '../../api/index.ts';

export const ORDER_OPERATE = '/PTOrder/Operate';

export const orderApi = {
  list: (body: O.OrderListBody) => api.post<O.OrderListData>('/PTOrder/list', body),
  selectList: (userCaseID: string) =>
    api.post<O.SelectListData>('/PTOrder/GetSelectList', { userCaseID }),
};
