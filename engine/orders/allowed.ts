/**
 * What the orders module allows on a row in its state: the actions the list offers and decide
 * accepts.
 */
import type { OrderAction } from '../../schemas/orders/domain.ts';
import { nextOrderStatus, type OrderMachineEventType } from './order.machine.ts';
import { totalQty, type Order } from './state.ts';

type LifecycleAction = Exclude<OrderAction, 'contactBuyer' | 'replyReview'>;
const ACTION_EVENTS: Record<LifecycleAction, OrderMachineEventType> = {
  ship: 'SHIP',
  split: 'SPLIT',
  merge: 'MERGE',
  cancel: 'CANCEL',
  restore: 'RESTORE',
  remark: 'REMARK',
  markGift: 'MARK_GIFT',
};

/**
 * Row actions the order's lifecycle allows now. The UI enables buttons from this list; checks
 * that need the rest of the world (stock, same buyer) still run in decide and may refuse.
 */
export const allowedOrderActions = (order: Order): OrderAction[] => {
  const ctx = { previousStatus: order.previousStatus, restorable: order.restorable };
  const actions: OrderAction[] = (Object.keys(ACTION_EVENTS) as LifecycleAction[]).filter(
    (a) => nextOrderStatus(order.status, ctx, ACTION_EVENTS[a]) !== null,
  );
  actions.push('contactBuyer');
  if (order.review) actions.push('replyReview');
  // Splitting needs at least two units to divide.
  return actions.filter((a) => a !== 'split' || order.items.reduce((n, i) => n + i.qty, 0) > 1);
};

/**
 * How many units of each line a split may move: at most the line's quantity and always less than
 * the order's (a split never empties an order). Decide refuses above it; the split input clamps.
 */
export const splitLimits = (order: Order): Record<string, number> =>
  Object.fromEntries(
    order.items.map((i) => [i.sku, Math.max(0, Math.min(i.qty, totalQty(order) - 1))]),
  );
