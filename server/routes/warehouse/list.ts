/** The warehouse list view: stock rows with what open orders reserve, and the open count. */
import {
  allowedStockActions,
  listedStock,
  reservedBySku,
  simTimeOf,
} from '../../../engine/index.ts';
import type * as S from '../../../schemas/warehouse/api.ts';
import { contains, pageOf } from '../operate.ts';
import type { View } from '../view.ts';

export const stockRows = ({ scenario, state }: View): S.StockRow[] => {
  const reserved = reservedBySku(state);
  const storeOf = (id: string) => scenario.stores.find((s) => s.id === id);
  return listedStock(state.warehouse).map((s) => ({
    sku: s.sku,
    name: s.name,
    spec: s.spec,
    price: s.price,
    qty: s.qty,
    status: s.status,
    store: s.store,
    storeName: storeOf(s.store)?.name ?? s.store,
    platform: storeOf(s.store)?.platform ?? 'independent',
    reserved: reserved.get(s.sku) ?? 0,
    actions: allowedStockActions(state, s, reserved),
  }));
};

export const stockList = (view: View, q: S.StockListBody): S.StockListData => {
  const { scenario, state } = view;
  const shown = stockRows(view).filter(
    (r) =>
      (!q.status || r.status === q.status) &&
      (!q.platform || r.platform === q.platform) &&
      (contains(r.sku, q.keyword) ||
        Object.values(r.name).some((n) => contains(n ?? '', q.keyword))),
  );
  const open = state.warehouse.check;
  return {
    ...pageOf(shown, q.page, q.limit),
    version: state.version,
    check: open
      ? {
          checkNo: open.checkNo,
          startedAt: simTimeOf(scenario.clock, state.clockStartedAt, open.startedAt),
          lines: listedStock(state.warehouse)
            .filter((s) => open.skus.includes(s.sku))
            .map((s) => ({ sku: s.sku, name: s.name, book: s.qty })),
        }
      : null,
    stores: scenario.stores.map(({ id, name, platform }) => ({ id, name, platform })),
  };
};
