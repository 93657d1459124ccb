/** The warehouse module's slice of the attempt state, and its init from the scenario. */
import type { LocalText, StockStatus } from '../../schemas/common.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export type StockItem = {
  sku: string;
  name: LocalText;
  spec: string;
  qty: number;
  price: number;
  status: StockStatus;
  store: string;
  /** Deleted items stay for the names of past orders but hold no stock. */
  deleted: boolean;
  /** List position: scenario items first, imported ones after. */
  position: number;
};
export type OpenCheck = { checkNo: number; startedAt: string; skus: string[] };
export type WarehouseState = {
  bySku: Record<string, StockItem>;
  check: OpenCheck | null;
  checksStarted: number;
};

export const initialWarehouse = (scenario: Scenario): WarehouseState => ({
  bySku: Object.fromEntries(
    (scenario.world.stock ?? []).map((s, position) => [
      s.sku,
      { ...s, spec: s.spec ?? '', deleted: false, position },
    ]),
  ),
  check: null,
  checksStarted: 0,
});

/** Units on hand of a SKU (0 for unknown or deleted items). */
export const stockQty = (state: WarehouseState, sku: string): number => {
  const s = state.bySku[sku];
  return s && !s.deleted ? s.qty : 0;
};

/** Items of the warehouse list, in list order. */
export const listedStock = (state: WarehouseState): StockItem[] =>
  Object.values(state.bySku)
    .filter((s) => !s.deleted)
    .sort((a, b) => a.position - b.position);
