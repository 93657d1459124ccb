/** Refunds follow one rule: a dispute's and an after-sales refund are recorded on the order alike. */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import { refundable } from '../afterSales/decide.ts';
import { claimAmountMax } from '../claim/amount.ts';
import { customerTotals } from '../customers/totals.ts';
import { loadCase, stateOf } from '../testing/fixtures.ts';
import { orderMoney } from './refunds.ts';

const shopee = loadCase('shopee-return-refund');
// b2's order: 4 mugs at 8.50 and 2.49 freight = 36.49; RF-260614-002 asks a refund on it.
const ORDER = '260608CQ2M5R8D';
const APP = 'RF-260614-002';

const disputeRefund = (amount: number): DomainEvent => ({
  type: 'DisputeRefunded',
  data: {
    id: 'D9',
    orderNo: ORDER,
    buyer: 'b2',
    at: '2026-06-15T00:00:00.000Z',
    amount,
    full: false,
    by: 'seller',
  },
});
const afterSaleRefund = (amount: number): DomainEvent[] => [
  {
    type: 'AfterSaleAgreed',
    data: { id: APP, orderNo: ORDER, kind: 'refundOnly', refundAmount: amount },
  },
  { type: 'AfterSaleRefunded', data: { id: APP, orderNo: ORDER, amount } },
];

describe('orderMoney', () => {
  it('sums the refunds to the cent and never holds less than nothing', () => {
    expect(
      orderMoney({
        amountReceived: 100,
        refunds: [
          { by: 'dispute', id: 'D1', amount: 30.1 },
          { by: 'afterSales', id: 'A1', amount: 20.2 },
        ],
      }),
    ).toEqual({ received: 100, refunded: 50.3, net: 49.7 });
    expect(
      orderMoney({ amountReceived: 10, refunds: [{ by: 'dispute', id: 'D1', amount: 12 }] }).net,
    ).toBe(0);
  });
});

describe('a refund, whichever module gives it', () => {
  it('is recorded on its order with the module and entity that made it', () => {
    const order = stateOf(shopee, [disputeRefund(10), ...afterSaleRefund(8.5)]).orders.byNo[ORDER]!;
    expect(order.amountReceived).toBe(36.49);
    expect(order.refunds).toEqual([
      { by: 'dispute', id: 'D9', amount: 10 },
      { by: 'afterSales', id: APP, amount: 8.5 },
    ]);
    expect(orderMoney(order)).toEqual({ received: 36.49, refunded: 18.5, net: 17.99 });
  });

  it('lowers the buyer’s paid total, the claim ceiling and what is left to refund alike', () => {
    const byDispute = stateOf(shopee, [disputeRefund(8.5)]);
    const byAfterSale = stateOf(shopee, afterSaleRefund(8.5));
    for (const s of [byDispute, byAfterSale]) {
      expect(customerTotals(s).get('b2')).toEqual({
        paidAmount: 27.99,
        paidCount: 1,
        orderCount: 1,
      });
      expect(claimAmountMax(s.orders.byNo[ORDER])).toBe(27.99);
    }
    // The application's own refund is not counted against it; a dispute's is.
    expect(refundable(byDispute, byDispute.afterSales.byId[APP]!)).toBe(27.99);
    expect(refundable(byAfterSale, byAfterSale.afterSales.byId[APP]!)).toBe(36.49);
  });

  it('a full refund leaves the order unpaid for the buyer’s totals, by either module', () => {
    for (const events of [[disputeRefund(36.49)], afterSaleRefund(36.49)]) {
      const s = stateOf(shopee, events);
      expect(customerTotals(s).get('b2')).toEqual({ paidAmount: 0, paidCount: 0, orderCount: 1 });
      expect(claimAmountMax(s.orders.byNo[ORDER])).toBe(0);
    }
  });

  it('counts an after-sales request that starts refunded as a refund made', () => {
    const started = {
      ...shopee,
      world: {
        ...shopee.world,
        afterSales: (shopee.world.afterSales ?? []).map((a) =>
          a.id === APP ? { ...a, status: 'refunded' as const, refundAmount: 8.5 } : a,
        ),
      },
    };
    const s = stateOf(started, []);
    expect(s.orders.byNo[ORDER]!.refunds).toEqual([{ by: 'afterSales', id: APP, amount: 8.5 }]);
    expect(customerTotals(s).get('b2')?.paidAmount).toBe(27.99);
  });

  it('follows a merge: the order merged into keeps the other’s refunds', () => {
    const s = stateOf(shopee, [
      disputeRefund(5),
      { type: 'OrdersMerged', data: { orderNo: '260614EW9H3F6J', mergedOrderNos: [ORDER] } },
    ]);
    // 2 mugs at 8.50 and a board at 24.90, no freight (41.90), and the merged 36.49.
    expect(orderMoney(s.orders.byNo['260614EW9H3F6J']!)).toEqual({
      received: 78.39,
      refunded: 5,
      net: 73.39,
    });
  });
});
