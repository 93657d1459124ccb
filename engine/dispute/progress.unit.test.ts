/** The resolution centre's step, who has the dispute, and what a refund may be: the engine's. */
import { describe, expect, it } from 'vitest';
import type { Dispute } from './state.ts';
import { disputeAcceptance, disputeLeft, disputeProgress, disputeRefundMax } from './progress.ts';

const d = (over: Partial<Dispute>) =>
  ({
    status: 'waiting',
    refunded: 0,
    offer: null,
    interventionBy: null,
    amount: 89,
    ...over,
  }) as Dispute;

describe('disputeProgress', () => {
  it('opened, then answered by a refund or an offer, then under the platform, then closed', () => {
    expect(disputeProgress(d({}))).toBe('opened');
    expect(disputeProgress(d({ offer: 20 }))).toBe('responded');
    expect(disputeProgress(d({ refunded: 10 }))).toBe('responded');
    expect(disputeProgress(d({ status: 'intervention', offer: 20 }))).toBe('platform');
    expect(disputeProgress(d({ status: 'completed' }))).toBe('closed');
    expect(disputeProgress(d({ status: 'cancelled' }))).toBe('closed');
  });
});

describe('disputeAcceptance', () => {
  it('is the seller’s while waiting, the platform’s at whose request, then closed', () => {
    expect(disputeAcceptance(d({}))).toBe('seller');
    expect(disputeAcceptance(d({ status: 'intervention', interventionBy: 'buyer' }))).toBe(
      'platform.buyer',
    );
    expect(disputeAcceptance(d({ status: 'intervention' }))).toBe('platform.seller');
    expect(disputeAcceptance(d({ status: 'completed', interventionBy: 'platform' }))).toBe(
      'closed',
    );
  });
});

describe('refund figures', () => {
  it('leave what is left of the amount, within what the order still holds after any refund', () => {
    expect(disputeLeft(d({ amount: 89, refunded: 20.1 }))).toBe(68.9);
    expect(disputeRefundMax(d({ amount: 89, refunded: 20 }), undefined)).toBe(69);
    const order = {
      amountReceived: 89,
      refunds: [{ by: 'afterSales' as const, id: 'R1', amount: 30 }],
    };
    expect(disputeRefundMax(d({ amount: 89 }), order)).toBe(59);
    expect(disputeRefundMax(d({ amount: 40 }), order)).toBe(40);
  });
});
