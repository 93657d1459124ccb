/**
 * The orders module's decide: a command and the attempt → its events, or a rejection with a
 * message key.
 */
import { CARRIERS, type OrderStatus } from '../../schemas/common.ts';
import type {
  MergeOrders,
  OrderModuleCommand,
  ShipOrder,
  SplitOrder,
} from '../../schemas/orders/domain.ts';
import { buyerStatus } from '../customers/state.ts';
import { importOrders } from './import.ts';
import { reject, type Decision } from '../core/envelope.ts';
import type { DecideContext } from '../attempt/context.ts';
import { stockQty } from '../warehouse/state.ts';
import { nextOrderStatus, type OrderMachineEventType } from './order.machine.ts';
import { splitLimits } from './allowed.ts';
import { findOrder, type Order } from './state.ts';

const machineContext = (o: Order) => ({
  previousStatus: o.previousStatus,
  restorable: o.restorable,
});
const can = (o: Order, event: OrderMachineEventType) =>
  nextOrderStatus(o.status, machineContext(o), event) !== null;
const statusNotAllowed = (o: Order) =>
  reject('orders.error.statusNotAllowed', { orderNo: o.no, status: o.status });
const notFound = (orderNo: string) => reject('orders.error.notFound', { orderNo });

const ship = (cmd: ShipOrder, ctx: DecideContext): Decision => {
  const o = findOrder(ctx.state.orders, cmd.orderNo);
  if (!o) return notFound(cmd.orderNo);
  if (!can(o, 'SHIP')) return statusNotAllowed(o);
  const offered = ctx.scenario.carriers ?? CARRIERS;
  if (!offered.includes(cmd.carrier))
    return reject('orders.error.carrierNotOffered', { carrier: cmd.carrier });
  const needed = new Map<string, number>();
  for (const i of o.items) needed.set(i.sku, (needed.get(i.sku) ?? 0) + i.qty);
  for (const [sku, qty] of needed) {
    const available = stockQty(ctx.state.warehouse, sku);
    if (available < qty)
      return reject('orders.error.insufficientStock', { sku, available, needed: qty });
  }
  const items = [...needed].map(([sku, qty]) => ({ sku, qty }));
  return [
    {
      type: 'OrderShipped',
      data: {
        orderNo: o.no,
        carrier: cmd.carrier,
        trackingNo: cmd.trackingNo,
        items,
        buyer: o.buyer,
        buyerStatus: buyerStatus(ctx.state.customers, o.buyer),
      },
    },
  ];
};

const split = (cmd: SplitOrder, ctx: DecideContext): Decision => {
  const o = findOrder(ctx.state.orders, cmd.orderNo);
  if (!o) return notFound(cmd.orderNo);
  if (!can(o, 'SPLIT')) return statusNotAllowed(o);
  const line = o.items.find((i) => i.sku === cmd.sku);
  if (!line) return reject('orders.error.skuNotInOrder', { sku: cmd.sku });
  const max = splitLimits(o)[line.sku] ?? 0;
  if (cmd.qty > max) return reject('orders.error.splitQtyTooLarge', { max });
  let n = o.splitCount + 1;
  while (ctx.state.orders.byNo[`${o.no}-S${n}`]) n += 1;
  return [
    {
      type: 'OrderSplit',
      data: { orderNo: o.no, newOrderNo: `${o.no}-S${n}`, sku: cmd.sku, qty: cmd.qty },
    },
  ];
};

const merge = (cmd: MergeOrders, ctx: DecideContext): Decision => {
  const orders: Order[] = [];
  for (const no of cmd.orderNos) {
    const o = findOrder(ctx.state.orders, no);
    if (!o) return notFound(no);
    orders.push(o);
  }
  if (orders.length < 2) return reject('orders.error.mergeNeedsTwo');
  const [first] = orders as [Order, ...Order[]];
  for (const o of orders)
    if (!can(o, 'MERGE')) return reject('orders.error.mergeNotAllowed', { orderNo: o.no });
  if (orders.some((o) => o.status !== first.status)) return reject('orders.error.mergeSameStatus');
  if (orders.some((o) => o.store !== first.store)) return reject('orders.error.mergeSameStore');
  if (orders.some((o) => o.buyer !== first.buyer)) return reject('orders.error.mergeSameBuyer');
  // The oldest order absorbs the others, whatever order the student picked them in.
  const sorted = [...orders].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.no.localeCompare(b.no),
  );
  const [target, ...rest] = sorted as [Order, ...Order[]];
  return [
    { type: 'OrdersMerged', data: { orderNo: target.no, mergedOrderNos: rest.map((o) => o.no) } },
  ];
};

/** Decides an orders command against the attempt's state: events, or a rejection. */
export const decideOrders = (cmd: OrderModuleCommand, ctx: DecideContext): Decision => {
  switch (cmd.type) {
    case 'ShipOrder':
      return ship(cmd, ctx);
    case 'SplitOrder':
      return split(cmd, ctx);
    case 'MergeOrders':
      return merge(cmd, ctx);
    case 'CancelOrder': {
      const o = findOrder(ctx.state.orders, cmd.orderNo);
      if (!o) return notFound(cmd.orderNo);
      if (!can(o, 'CANCEL')) return statusNotAllowed(o);
      const reason = cmd.reason?.trim();
      return [
        {
          type: 'OrderCancelled',
          data: reason
            ? { orderNo: o.no, previousStatus: o.status, reason }
            : { orderNo: o.no, previousStatus: o.status },
        },
      ];
    }
    case 'RestoreOrder': {
      const o = findOrder(ctx.state.orders, cmd.orderNo);
      if (!o) return notFound(cmd.orderNo);
      if (o.status !== 'cancelled') return statusNotAllowed(o);
      const next: OrderStatus | null = nextOrderStatus(o.status, machineContext(o), 'RESTORE');
      if (!next) return reject('orders.error.notRestorable', { orderNo: o.no });
      return [{ type: 'OrderRestored', data: { orderNo: o.no, status: next } }];
    }
    case 'RemarkOrder': {
      const o = findOrder(ctx.state.orders, cmd.orderNo);
      if (!o) return notFound(cmd.orderNo);
      if (!can(o, 'REMARK')) return statusNotAllowed(o);
      const remark = cmd.remark.trim();
      if (remark === o.remark) return [];
      return [{ type: 'OrderRemarked', data: { orderNo: o.no, remark } }];
    }
    case 'MarkGift': {
      const o = findOrder(ctx.state.orders, cmd.orderNo);
      if (!o) return notFound(cmd.orderNo);
      if (!can(o, 'MARK_GIFT')) return statusNotAllowed(o);
      if (o.gift === cmd.gift) return [];
      return [{ type: 'OrderGiftMarked', data: { orderNo: o.no, gift: cmd.gift } }];
    }
    case 'ContactBuyer': {
      const o = findOrder(ctx.state.orders, cmd.orderNo);
      if (!o) return notFound(cmd.orderNo);
      // A contact is a message written and sent: no message, no contact.
      const text = cmd.text.trim();
      if (!text) return reject('orders.error.messageEmpty');
      return [{ type: 'BuyerContacted', data: { orderNo: o.no, buyer: o.buyer, text } }];
    }
    case 'ReplyReview': {
      const o = findOrder(ctx.state.orders, cmd.orderNo);
      if (!o) return notFound(cmd.orderNo);
      if (!o.review) return reject('orders.error.noReview', { orderNo: o.no });
      const reply = cmd.reply.trim();
      if (!reply) return reject('orders.error.replyEmpty');
      return [{ type: 'OrderReviewReplied', data: { orderNo: o.no, reply } }];
    }
    case 'ImportOrders':
      return importOrders(cmd, ctx);
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
