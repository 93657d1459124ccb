/**
 * The order list of the attempt: filters, status tab, paging, the select lists, and a reload
 * whenever the live channel announces a newer stream version than the list shows.
 */
import { useCallback, useState } from 'react';
import type { OrderListBody } from '../../../../schemas/orders/api.ts';
import type { OrderStatus } from '../../../../schemas/common.ts';
import { orderApi } from '../../api/endpoints.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useRemote } from '../../shared/useRemote.ts';

export type OrderFilterValues = Omit<OrderListBody, 'userCaseID' | 'status' | 'page' | 'limit'>;

export const useOrders = (userCaseID: string) => {
  const [filters, setFilters] = useState<OrderFilterValues>({});
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });

  const loadList = useCallback(
    () =>
      orderApi.list({
        userCaseID,
        ...filters,
        ...(status ? { status } : {}),
        page: paging.page,
        limit: paging.limit,
      }),
    [userCaseID, filters, status, paging],
  );
  const list = useLiveList(loadList);
  const loadSelect = useCallback(() => orderApi.selectList(userCaseID), [userCaseID]);
  const select = useRemote(loadSelect);

  const { reload } = list;

  return {
    data: list.data,
    loading: list.loading,
    select: select.data,
    status,
    paging,
    reload,
    search: (f: OrderFilterValues) => {
      setFilters(f);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    changeStatus: (s: OrderStatus | undefined) => {
      setStatus(s);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    changePage: (page: number, limit: number) => setPaging({ page, limit }),
  };
};
