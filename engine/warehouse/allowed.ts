/**
 * What the warehouse module allows on a row in its state: the actions the list offers and decide
 * accepts.
 */
import type { StockAction } from '../../schemas/warehouse/domain.ts';
import type { AttemptState } from '../attempt/state.ts';
import type { StockItem } from './state.ts';

const OPEN = new Set(['pendingPayment', 'pendingShipment']);

/** Units of each SKU in orders still waiting for shipment (pending payment or shipment). */
export const reservedBySku = (state: AttemptState): Map<string, number> => {
  const reserved = new Map<string, number>();
  for (const o of Object.values(state.orders.byNo)) {
    if (o.mergedInto || o.hidden || !OPEN.has(o.status)) continue;
    for (const i of o.items) reserved.set(i.sku, (reserved.get(i.sku) ?? 0) + i.qty);
  }
  return reserved;
};

/** Whether open orders still need the SKU (it cannot be deleted then). */
export const neededByOpenOrders = (state: AttemptState, sku: string) =>
  (reservedBySku(state).get(sku) ?? 0) > 0;

/** Row actions a stock item allows now; the decider runs the same checks. */
export const allowedStockActions = (
  state: AttemptState,
  s: StockItem,
  reserved = reservedBySku(state),
): StockAction[] => [
  'modify',
  ...((reserved.get(s.sku) ?? 0) > 0 || state.warehouse.check ? [] : (['delete'] as const)),
];
