/**
 * The most a claim may ask: for an order, what the order still holds after refunds of any module
 * (orders/refunds.ts), within the schema's cap; without an order, the cap. The engine refuses
 * more, and the add form's order list carries the figure, so the form and the rule agree.
 */
import { CLAIM_AMOUNT_MAX } from '../../schemas/claim/domain.ts';
import { orderMoney } from '../orders/refunds.ts';
import type { Order } from '../orders/state.ts';

export const claimAmountMax = (order?: Pick<Order, 'amountReceived' | 'refunds'>): number =>
  order ? Math.min(CLAIM_AMOUNT_MAX, orderMoney(order).net) : CLAIM_AMOUNT_MAX;
