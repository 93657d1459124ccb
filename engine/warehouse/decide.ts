/**
 * The warehouse module's decide: a command and the attempt → its events, or a rejection with a
 * message key.
 */
import type {
  ModifyStock,
  PostInventoryCheck,
  WarehouseModuleCommand,
} from '../../schemas/warehouse/domain.ts';
import type { DecideContext } from '../attempt/context.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { neededByOpenOrders } from './allowed.ts';
import { importStock } from './import.ts';
import { listedStock, type StockItem } from './state.ts';

const itemOf = (ctx: DecideContext, sku: string): StockItem | undefined => {
  const s = ctx.state.warehouse.bySku[sku];
  return s && !s.deleted ? s : undefined;
};

const modify = (cmd: ModifyStock, ctx: DecideContext): Decision => {
  const s = itemOf(ctx, cmd.sku);
  if (!s) return reject('warehouse.error.notFound', { sku: cmd.sku });
  if (ctx.state.warehouse.check && cmd.qty !== undefined && cmd.qty !== s.qty)
    return reject('warehouse.error.checkInProgress');
  const next = {
    qty: cmd.qty ?? s.qty,
    price: cmd.price ?? s.price,
    status: cmd.status ?? s.status,
  };
  if (next.qty === s.qty && next.price === s.price && next.status === s.status) return [];
  const reason = cmd.reason?.trim();
  return [
    {
      type: 'StockModified',
      data: { sku: s.sku, ...next, previousQty: s.qty, ...(reason ? { reason } : {}) },
    },
  ];
};

const post = (cmd: PostInventoryCheck, ctx: DecideContext): Decision => {
  const check = ctx.state.warehouse.check;
  if (!check) return reject('warehouse.error.noCheck');
  const seen = new Set<string>();
  const adjustments = [];
  for (const line of cmd.counts) {
    if (seen.has(line.sku)) return reject('warehouse.error.duplicateLine', { sku: line.sku });
    seen.add(line.sku);
    const s = itemOf(ctx, line.sku);
    if (!s || !check.skus.includes(line.sku))
      return reject('warehouse.error.notInCheck', { sku: line.sku });
    const reason = line.reason?.trim() ?? '';
    const diff = line.counted - s.qty;
    if (diff !== 0 && !reason) return reject('warehouse.error.reasonRequired', { sku: line.sku });
    adjustments.push({ sku: s.sku, book: s.qty, counted: line.counted, diff, reason });
  }
  const missing = check.skus.filter((sku) => itemOf(ctx, sku) && !seen.has(sku));
  if (missing.length > 0) return reject('warehouse.error.countMissing', { sku: missing[0]! });
  return [
    {
      type: 'InventoryCheckPosted',
      data: {
        checkNo: check.checkNo,
        adjustments,
        adjustedSkus: adjustments.filter((a) => a.diff !== 0).map((a) => a.sku),
      },
    },
  ];
};

/** Decides a warehouse command: events, or a rejection with a message key. */
export const decideWarehouse = (cmd: WarehouseModuleCommand, ctx: DecideContext): Decision => {
  switch (cmd.type) {
    case 'ModifyStock':
      return modify(cmd, ctx);
    case 'DeleteStock': {
      const s = itemOf(ctx, cmd.sku);
      if (!s) return reject('warehouse.error.notFound', { sku: cmd.sku });
      if (neededByOpenOrders(ctx.state, s.sku))
        return reject('warehouse.error.inOpenOrders', { sku: s.sku });
      if (ctx.state.warehouse.check) return reject('warehouse.error.checkInProgress');
      return [{ type: 'StockDeleted', data: { sku: s.sku } }];
    }
    case 'StartInventoryCheck': {
      if (ctx.state.warehouse.check) return reject('warehouse.error.checkInProgress');
      const skus = listedStock(ctx.state.warehouse).map((s) => s.sku);
      if (skus.length === 0) return reject('warehouse.error.nothingToCount');
      return [
        {
          type: 'InventoryCheckStarted',
          data: { checkNo: ctx.state.warehouse.checksStarted + 1, skus },
        },
      ];
    }
    case 'CancelInventoryCheck': {
      const check = ctx.state.warehouse.check;
      if (!check) return reject('warehouse.error.noCheck');
      return [{ type: 'InventoryCheckCancelled', data: { checkNo: check.checkNo } }];
    }
    case 'PostInventoryCheck':
      return post(cmd, ctx);
    case 'ImportStock':
      return importStock(cmd, ctx);
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
