/** The after-sales module's slice of the attempt state, and its init from the scenario. */
import type { AfterSaleKind, AfterSaleStatus, LocalText } from '../../schemas/common.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { pathToAfterSaleStatus } from './afterSale.machine.ts';

export type AfterSale = {
  id: string;
  orderNo: string;
  kind: AfterSaleKind;
  status: AfterSaleStatus;
  requestedAmount: number;
  /** Agreed amount (after agree), null before. */
  agreedAmount: number | null;
  /** Amount refunded so far. */
  refunded: number;
  appliedAt: string;
  reason: LocalText;
  /** Goods the buyer sends back (return and refund). */
  items: { sku: string; qty: number }[];
  logistics: { carrier: string; trackingNo: string } | null;
  plannedLogistics: { carrier: string; trackingNo: string } | null;
  refuseReason: string;
  remark: string;
  position: number;
};
export type AfterSalesState = { byId: Record<string, AfterSale> };

export const initialAfterSales = (scenario: Scenario): AfterSalesState => {
  const orders = scenario.world.orders ?? [];
  const byId: Record<string, AfterSale> = {};
  (scenario.world.afterSales ?? []).forEach((a, position) => {
    const order = orders.find((o) => o.no === a.orderNo);
    // A request that starts further along holds what its lifecycle's steps would have set.
    const path = pathToAfterSaleStatus(a.kind, a.status ?? 'applied') ?? [];
    byId[a.id] = {
      id: a.id,
      orderNo: a.orderNo,
      kind: a.kind,
      status: a.status ?? 'applied',
      requestedAmount: a.refundAmount,
      agreedAmount: path.includes('AGREE') ? a.refundAmount : null,
      refunded: (a.status ?? 'applied') === 'refunded' ? a.refundAmount : 0,
      appliedAt: a.appliedAt,
      reason: a.reason,
      items:
        a.kind === 'refundOnly'
          ? []
          : (a.items ?? order?.items.map((i) => ({ sku: i.sku, qty: i.qty })) ?? []),
      logistics: path.includes('BUYER_SHIPS') ? (a.returnLogistics ?? null) : null,
      plannedLogistics: a.returnLogistics ?? null,
      refuseReason: '',
      remark: '',
      position,
    };
  });
  return { byId };
};

export const listedAfterSales = (state: AfterSalesState): AfterSale[] =>
  Object.values(state.byId).sort((a, b) => a.position - b.position);
