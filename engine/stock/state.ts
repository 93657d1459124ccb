import type { LocalText } from '../../schemas/common.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export type StockItem = {
  sku: string;
  name: LocalText;
  spec: string;
  qty: number;
  price: number;
  status: 'forSale' | 'unsold';
  store: string;
};
export type StockState = { bySku: Record<string, StockItem> };

export const initialStock = (scenario: Scenario): StockState => ({
  bySku: Object.fromEntries(
    (scenario.world.stock ?? []).map((s) => [s.sku, { ...s, spec: s.spec ?? '' }]),
  ),
});

export const stockQty = (state: StockState, sku: string): number => state.bySku[sku]?.qty ?? 0;
