import type { OrderAction } from '../../schemas/orders.ts';
import { nextOrderStatus, type OrderMachineEventType } from './order.machine.ts';
import type { Order } from './state.ts';

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
