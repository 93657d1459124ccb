/**
 * Where a dispute stands for the resolution centre: its progress step (opened, answered by the
 * seller with a refund or an offer, under the platform, closed), who has it (the seller, the
 * platform at whose request, nobody), and what a refund may still be (what is left of the
 * disputed amount, within what the order still holds after refunds of any module). The list
 * view puts these on the row; the page only shows them.
 */
import type { DisputeAcceptance, DisputeProgress } from '../../schemas/dispute/domain.ts';
import { orderMoney } from '../orders/refunds.ts';
import { cents, type Order } from '../orders/state.ts';
import { isOpen, type Dispute } from './state.ts';

export const disputeProgress = (
  d: Pick<Dispute, 'status' | 'refunded' | 'offer'>,
): DisputeProgress =>
  !isOpen(d)
    ? 'closed'
    : d.status === 'intervention'
      ? 'platform'
      : d.refunded > 0 || d.offer !== null
        ? 'responded'
        : 'opened';

export const disputeAcceptance = (
  d: Pick<Dispute, 'status' | 'interventionBy'>,
): DisputeAcceptance =>
  d.status === 'intervention'
    ? `platform.${d.interventionBy ?? 'seller'}`
    : d.status === 'waiting'
      ? 'seller'
      : 'closed';

/** What is left of the disputed amount: refunding all of it is a full refund. */
export const disputeLeft = (d: Pick<Dispute, 'amount' | 'refunded'>): number =>
  cents(d.amount - d.refunded);

/** The most a refund of the dispute may be now: what is left, within what the order holds. */
export const disputeRefundMax = (
  d: Pick<Dispute, 'amount' | 'refunded'>,
  order: Pick<Order, 'amountReceived' | 'refunds'> | undefined,
): number => {
  const left = disputeLeft(d);
  return order ? Math.min(left, orderMoney(order).net) : left;
};
