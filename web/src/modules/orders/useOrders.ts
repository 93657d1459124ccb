/**
 * The order list of the attempt: filters and paging (useListQuery), the status tab, the select
 * lists, and a reload whenever the live channel announces a newer stream version (useLiveList).
 */
import { useCallback, useState } from 'react';
import type { OrderListBody } from '../../../../schemas/orders/api.ts';
import type { OrderStatus } from '../../../../schemas/common.ts';
import { useListQuery } from '../../shared/module/useListQuery.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { orderApi } from './api.ts';

export type OrderFilterValues = Omit<OrderListBody, 'userCaseID' | 'status' | 'page' | 'limit'>;

export const useOrders = (userCaseID: string) => {
  const q = useListQuery<OrderFilterValues>();
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const loadList = useCallback(
    () => orderApi.list({ userCaseID, ...q.filters, ...(status ? { status } : {}), ...q.paging }),
    [userCaseID, q.filters, q.paging, status],
  );
  const list = useLiveList(loadList, 'orders.list');
  const loadSelect = useCallback(() => orderApi.selectList(userCaseID), [userCaseID]);
  const select = useRemote(loadSelect);

  return {
    data: list.data,
    loading: list.loading,
    select: select.data,
    status,
    paging: q.paging,
    reload: list.reload,
    search: q.search,
    changeStatus: (s: OrderStatus | undefined) => {
      setStatus(s);
      q.changePage(1, q.paging.limit);
    },
    changePage: q.changePage,
  };
};
