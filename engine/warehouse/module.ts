/** The warehouse module for the engine (engine/kit.ts). */
import type { EngineModule } from '../kit.ts';
import { dupes } from '../kit.ts';
import { decideWarehouse } from './decide.ts';
import { evolveWarehouse } from './evolve.ts';
import { initialWarehouse, type WarehouseState } from './state.ts';
import { warehouseExplore } from './explore.ts';

export const warehouseModule: EngineModule<'warehouse', WarehouseState> = {
  init: initialWarehouse,
  evolve: evolveWarehouse,
  decide: decideWarehouse,
  policies: {},
  timers: {},
  finals: {
    stock: {
      keys: (state) => Object.keys(state.warehouse.bySku),
      view: (state, key) => {
        const s = state.warehouse.bySku[key];
        return s ? { qty: s.qty, status: s.status, price: s.price, deleted: s.deleted } : null;
      },
      // A SKU may also arrive with an import during the case.
      known: (_s, key) => key.length > 0,
    },
  },
  explore: warehouseExplore,
  check: (s, err) => {
    const stock = s.world.stock ?? [];
    const stores = new Set(s.stores.map((x) => x.id));
    for (const d of dupes(stock.map((x) => x.sku))) err(['world', 'stock'], `duplicate SKU "${d}"`);
    stock.forEach((x, i) => {
      if (!stores.has(x.store)) err(['world', 'stock', i, 'store'], `unknown store "${x.store}"`);
    });
  },
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    warehouse: WarehouseState;
  }
}
