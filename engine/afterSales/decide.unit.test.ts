/** After-sales decider: agree, refuse, receive, remark — and the refusals that write nothing. */
import { describe, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import { given, loadCase } from '../testing/fixtures.ts';

const shopee = loadCase('shopee-return-refund');
const RR = 'RR-260613-001'; // return and refund, order received 42.39
const RF = 'RF-260614-002'; // refund only, order received 36.49
const BOARD = 'RR-260614-003';
const agreedRR: DomainEvent = {
  type: 'AfterSaleAgreed',
  data: { id: RR, orderNo: '260602BX4T7K9M', kind: 'returnAndRefund', refundAmount: 42.39 },
};
const shippedRR: DomainEvent = {
  type: 'AfterSaleReturnShipped',
  data: { id: RR, carrier: 'jt', trackingNo: 'JTSG6012345678' },
};

describe('AgreeAfterSale', () => {
  it('refund only: agreed and refunded at once', () => {
    given(shopee)
      .when({ type: 'AgreeAfterSale', id: RF, refundAmount: 8.5 })
      .then([
        {
          type: 'AfterSaleAgreed',
          data: { id: RF, orderNo: '260608CQ2M5R8D', kind: 'refundOnly', refundAmount: 8.5 },
        },
        { type: 'AfterSaleRefunded', data: { id: RF, orderNo: '260608CQ2M5R8D', amount: 8.5 } },
      ]);
  });
  it('return and refund: agreed, waiting for the goods', () => {
    given(shopee).when({ type: 'AgreeAfterSale', id: RR, refundAmount: 42.39 }).then([agreedRR]);
  });
  it('refuses a refund above what the order received', () => {
    given(shopee)
      .when({ type: 'AgreeAfterSale', id: RF, refundAmount: 36.5 })
      .rejects('afterSales.error.refundTooLarge', { max: 36.49 });
  });
  it('counts refunds other applications of the order already made', () => {
    const rf = shopee.world.afterSales?.find((a) => a.id === RF);
    if (!rf) throw new Error('no RF application');
    const twice = {
      ...shopee,
      world: {
        ...shopee.world,
        afterSales: [...(shopee.world.afterSales ?? []), { ...rf, id: 'RF-2' }],
      },
    };
    const refundedRF: DomainEvent[] = [
      {
        type: 'AfterSaleAgreed',
        data: { id: RF, orderNo: '260608CQ2M5R8D', kind: 'refundOnly', refundAmount: 30 },
      },
      { type: 'AfterSaleRefunded', data: { id: RF, orderNo: '260608CQ2M5R8D', amount: 30 } },
    ];
    given(twice, refundedRF)
      .when({ type: 'AgreeAfterSale', id: 'RF-2', refundAmount: 7 })
      .rejects('afterSales.error.refundTooLarge', { max: 6.49 });
  });
  it('refuses an unknown application and a second agreement', () => {
    given(shopee)
      .when({ type: 'AgreeAfterSale', id: 'NOPE', refundAmount: 1 })
      .rejects('afterSales.error.notFound', { id: 'NOPE' });
    given(shopee, [agreedRR])
      .when({ type: 'AgreeAfterSale', id: RR, refundAmount: 1 })
      .rejects('afterSales.error.statusNotAllowed', { id: RR, status: 'awaitingReturn' });
  });
});

describe('RefuseAfterSale', () => {
  it('refuses with the reason trimmed, or with none', () => {
    given(shopee)
      .when({ type: 'RefuseAfterSale', id: BOARD, reason: '  window passed ' })
      .then([
        {
          type: 'AfterSaleRefused',
          data: { id: BOARD, orderNo: '260503DR7N2W4P', reason: 'window passed' },
        },
      ]);
    given(shopee)
      .when({ type: 'RefuseAfterSale', id: BOARD, reason: '' })
      .then([
        { type: 'AfterSaleRefused', data: { id: BOARD, orderNo: '260503DR7N2W4P', reason: '' } },
      ]);
  });
  it('cannot refuse once agreed', () => {
    given(shopee, [agreedRR])
      .when({ type: 'RefuseAfterSale', id: RR, reason: 'x' })
      .rejects('afterSales.error.statusNotAllowed');
  });
});

describe('goods received / not received', () => {
  it('only after the buyer shipped the return', () => {
    given(shopee, [agreedRR])
      .when({ type: 'ConfirmGoodsReceived', id: RR })
      .rejects('afterSales.error.statusNotAllowed', { id: RR, status: 'awaitingReturn' });
    given(shopee, [agreedRR])
      .when({ type: 'ConfirmGoodsNotReceived', id: RR, remark: '' })
      .rejects('afterSales.error.statusNotAllowed');
  });
  it('receiving restocks the items and refunds the agreed amount', () => {
    given(shopee, [agreedRR, shippedRR])
      .when({ type: 'ConfirmGoodsReceived', id: RR })
      .then([
        {
          type: 'AfterSaleGoodsReceived',
          data: {
            id: RR,
            orderNo: '260602BX4T7K9M',
            items: [{ sku: 'BLEND-P1', qty: 1 }],
            skus: ['BLEND-P1'],
          },
        },
        { type: 'AfterSaleRefunded', data: { id: RR, orderNo: '260602BX4T7K9M', amount: 42.39 } },
      ]);
  });
  it('not received keeps the money and notes why', () => {
    given(shopee, [agreedRR, shippedRR])
      .when({ type: 'ConfirmGoodsNotReceived', id: RR, remark: ' empty box ' })
      .then([{ type: 'AfterSaleGoodsNotReceived', data: { id: RR, remark: 'empty box' } }]);
  });
});

describe('RemarkAfterSale', () => {
  it('records a new remark, and nothing for the same one', () => {
    given(shopee)
      .when({ type: 'RemarkAfterSale', id: RR, remark: 'video checked' })
      .then([{ type: 'AfterSaleRemarked', data: { id: RR, remark: 'video checked' } }]);
    given(shopee, [{ type: 'AfterSaleRemarked', data: { id: RR, remark: 'x' } }])
      .when({ type: 'RemarkAfterSale', id: RR, remark: ' x ' })
      .then([]);
  });
});
