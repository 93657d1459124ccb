/**
 * The toolbox's goods search (spec: platform, state -1 any / 0 on sale / 1 not on sale, and a
 * word of the SKU or the name in any language): the listed stock, in list order, with the
 * platform of the store that sells each item.
 */
import type { GoodsItem, GoodsSearchBody } from '../../schemas/api/practice.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { listedStock, type WarehouseState } from './state.ts';

export const searchGoods = (
  scenario: Pick<Scenario, 'stores'>,
  warehouse: WarehouseState,
  q: Pick<GoodsSearchBody, 'platform' | 'state' | 'value'>,
): GoodsItem[] => {
  const needle = q.value.trim().toLowerCase();
  return listedStock(warehouse)
    .map((s) => ({
      sku: s.sku,
      name: s.name,
      specs: s.spec,
      price: s.price,
      num: s.qty,
      state: s.status === 'forSale' ? 0 : 1,
      platform: scenario.stores.find((x) => x.id === s.store)?.platform ?? ('independent' as const),
    }))
    .filter(
      (g) =>
        (!q.platform || g.platform === q.platform) &&
        (q.state === -1 || g.state === q.state) &&
        (!needle ||
          g.sku.toLowerCase().includes(needle) ||
          Object.values(g.name).some((n) => n?.toLowerCase().includes(needle))),
    );
};
