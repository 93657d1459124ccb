/**
 * The after-sales module's evolve: folds its events (and the others it reacts to) into its slice.
 */
import type { Envelope } from '../core/envelope.ts';
import { cents } from '../orders/state.ts';
import type { AfterSalesState } from './state.ts';
import { othersOnly } from '../kit.ts';

/** Applies an after-sales event to the slice (an immer draft). */
export const evolveAfterSales = (draft: AfterSalesState, event: Envelope): void => {
  const a =
    'data' in event && event.type.startsWith('AfterSale')
      ? draft.byId[(event.data as { id: string }).id]
      : undefined;
  switch (event.type) {
    case 'AfterSaleAgreed':
      if (!a) return;
      a.agreedAmount = event.data.refundAmount;
      a.status = a.kind === 'refundOnly' ? a.status : 'awaitingReturn';
      return;
    case 'AfterSaleRefused':
      if (!a) return;
      a.status = 'refused';
      a.refuseReason = event.data.reason;
      return;
    case 'AfterSaleReturnShipped':
      if (!a) return;
      a.status = 'returnShipped';
      a.logistics = { carrier: event.data.carrier, trackingNo: event.data.trackingNo };
      return;
    case 'AfterSaleGoodsReceived':
      if (a) a.status = 'goodsReceived';
      return;
    case 'AfterSaleRefunded':
      if (!a) return;
      a.status = 'refunded';
      a.refunded = cents(a.refunded + event.data.amount);
      return;
    case 'AfterSaleGoodsNotReceived':
      if (!a) return;
      a.status = 'goodsNotReceived';
      a.remark = event.data.remark || a.remark;
      return;
    case 'AfterSaleEscalated':
      if (a) a.status = 'escalated';
      return;
    case 'AfterSaleRemarked':
      if (a) a.remark = event.data.remark;
      return;
    default:
      return othersOnly('afterSales', event.type);
  }
};
