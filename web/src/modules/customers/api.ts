/** Calls of /api/PTCustomer (list, Infos; Operate goes through useOperate). */
import type {
  CustomerInfosData,
  CustomerListBody,
  CustomerListData,
} from '../../../../schemas/customers/api.ts';
import { api } from '../../api/index.ts';

export const CUSTOMER_OPERATE = '/PTCustomer/Operate';

export const customerApi = {
  list: (body: CustomerListBody) => api.post<CustomerListData>('/PTCustomer/list', body),
  infos: (userCaseID: string, id: string) =>
    api.post<CustomerInfosData>('/PTCustomer/Infos', { userCaseID, id }),
};
