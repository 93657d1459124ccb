/**
 * What the explorer may ask of the warehouse: the stock lines, their quantities and prices, and
 * an inventory count. A count is built to land where the case wants the stock: for a SKU whose
 * final quantity the case tests, counted = that quantity + what open orders still reserve (the
 * shelf holds the units not shipped yet); every other SKU as the books say. Each line's reason is
 * the text of the rubric that reads that SKU's line, if any.
 */
import type { Command } from '../attempt/decide.ts';
import type { ExploreKit } from '../kit.ts';
import { reservedBySku } from './allowed.ts';
import { listedStock } from './state.ts';

const finalQty = (scenario: Parameters<NonNullable<ExploreKit['commands']>>[1]['scenario']) => {
  const out = new Map<string, number>();
  for (const rule of scenario.scoring) {
    const w = rule.when;
    if (w && 'final' in w && w.final.entity === 'stock') {
      const qty = w.final.match?.qty;
      if (typeof qty === 'number') out.set(w.final.key, qty);
    }
  }
  return out;
};

export const warehouseExplore: ExploreKit = {
  domains: (state) => {
    const stock = listedStock(state.warehouse);
    return {
      sku: stock.map((s) => s.sku),
      qty: [...new Set(stock.flatMap((s) => [s.qty, s.qty + 1]))],
      price: [...new Set(stock.map((s) => s.price))],
    };
  },
  commands: (state, ctx) => {
    const check = state.warehouse.check;
    if (!check) return [];
    const reserved = reservedBySku(state);
    const target = finalQty(ctx.scenario);
    const reasonFor = (sku: string) =>
      ctx.rubricTexts.find((r) => r.field === 'reason' && r.item?.sku === sku)?.texts[0] ??
      ctx.texts[0] ??
      'Counted on the shelf.';
    const lines = (aimed: boolean) =>
      check.skus.map((sku) => {
        const books = state.warehouse.bySku[sku]?.qty ?? 0;
        const aim = target.get(sku);
        const counted = aimed && aim !== undefined ? aim + (reserved.get(sku) ?? 0) : books;
        return { sku, counted, ...(counted === books ? {} : { reason: reasonFor(sku) }) };
      });
    return [
      { type: 'PostInventoryCheck', counts: lines(true) },
      { type: 'PostInventoryCheck', counts: lines(false) },
    ] as Command[];
  },
};
