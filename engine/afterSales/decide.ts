/**
 * The after-sales module's decide: a command and the attempt → its events, or a rejection with a
 * message key.
 */
import type { AfterSaleCommand } from '../../schemas/afterSales/domain.ts';
import type { DecideContext } from '../attempt/context.ts';
import type { AttemptState } from '../attempt/state.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { orderMoney } from '../orders/refunds.ts';
import { cents } from '../orders/state.ts';
import { nextAfterSaleStatus, type AfterSaleMachineEventType } from './afterSale.machine.ts';
import type { AfterSale } from './state.ts';

/**
 * What can still be refunded on an application: what its order still holds after every refund
 * (of any module, orders/refunds.ts) other than this application's own, less what its other
 * applications agreed and have not refunded yet.
 */
export const refundable = (state: AttemptState, a: AfterSale): number => {
  const order = state.orders.byNo[a.orderNo];
  if (!order) return 0;
  const own = order.refunds
    .filter((r) => r.by === 'afterSales' && r.id === a.id)
    .reduce((sum, r) => sum + r.amount, 0);
  const pending = Object.values(state.afterSales.byId)
    .filter((x) => x.orderNo === a.orderNo && x.id !== a.id)
    .reduce((sum, x) => sum + Math.max(0, (x.agreedAmount ?? 0) - x.refunded), 0);
  return Math.max(0, cents(orderMoney(order).net + own - pending));
};

const can = (a: AfterSale, e: AfterSaleMachineEventType) =>
  nextAfterSaleStatus(a.status, a.kind, e) !== null;
const notAllowed = (a: AfterSale) =>
  reject('afterSales.error.statusNotAllowed', { id: a.id, status: a.status });

/** Decides an after-sales command: events, or a rejection with a message key. */
export const decideAfterSales = (cmd: AfterSaleCommand, ctx: DecideContext): Decision => {
  const a = ctx.state.afterSales.byId[cmd.id];
  if (!a) return reject('afterSales.error.notFound', { id: cmd.id });
  switch (cmd.type) {
    case 'AgreeAfterSale': {
      if (!can(a, 'AGREE')) return notAllowed(a);
      const max = refundable(ctx.state, a);
      const amount = cents(cmd.refundAmount);
      if (amount > max) return reject('afterSales.error.refundTooLarge', { max });
      const agreed = {
        type: 'AfterSaleAgreed' as const,
        data: { id: a.id, orderNo: a.orderNo, kind: a.kind, refundAmount: amount },
      };
      if (a.kind === 'refundOnly')
        return [
          agreed,
          { type: 'AfterSaleRefunded', data: { id: a.id, orderNo: a.orderNo, amount } },
        ];
      return [agreed];
    }
    case 'RefuseAfterSale':
      if (!can(a, 'REFUSE')) return notAllowed(a);
      return [
        {
          type: 'AfterSaleRefused',
          data: { id: a.id, orderNo: a.orderNo, reason: cmd.reason.trim() },
        },
      ];
    case 'ConfirmGoodsReceived': {
      if (!can(a, 'CONFIRM_RECEIVED')) return notAllowed(a);
      const amount = Math.min(a.agreedAmount ?? 0, refundable(ctx.state, a));
      return [
        {
          type: 'AfterSaleGoodsReceived',
          data: { id: a.id, orderNo: a.orderNo, items: a.items, skus: a.items.map((i) => i.sku) },
        },
        { type: 'AfterSaleRefunded', data: { id: a.id, orderNo: a.orderNo, amount } },
      ];
    }
    case 'ConfirmGoodsNotReceived':
      if (!can(a, 'CONFIRM_NOT_RECEIVED')) return notAllowed(a);
      return [{ type: 'AfterSaleGoodsNotReceived', data: { id: a.id, remark: cmd.remark.trim() } }];
    case 'RemarkAfterSale': {
      const remark = cmd.remark.trim();
      if (remark === a.remark) return [];
      return [{ type: 'AfterSaleRemarked', data: { id: a.id, remark } }];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
