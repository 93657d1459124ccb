/**
 * Unit tests: ShipOrder; SplitOrder; MergeOrders; CancelOrder and RestoreOrder; RemarkOrder and
 * MarkGift; the attempt.
 */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import { given, loadCase, stateOf } from '../testing/fixtures.ts';
import { visibleOrders } from './state.ts';

const amazon = loadCase('amazon-partial-stock');
const ali = loadCase('aliexpress-merge-gift');
const LAMP = '112-3941-7781';

describe('ShipOrder', () => {
  it('ships an order whose stock suffices, listing the items it consumes', () => {
    given(amazon)
      .when({
        type: 'ShipOrder',
        orderNo: '112-6104-2290',
        carrier: 'ups',
        trackingNo: '1Z999AA10123',
      })
      .then([
        {
          type: 'OrderShipped',
          data: {
            orderNo: '112-6104-2290',
            carrier: 'ups',
            trackingNo: '1Z999AA10123',
            items: [{ sku: 'DESK-ORG', qty: 1 }],
            buyer: 'b2',
            buyerStatus: 'normal',
          },
        },
      ]);
  });
  it('refuses to ship beyond the stock of a SKU', () => {
    given(amazon)
      .when({ type: 'ShipOrder', orderNo: LAMP, carrier: 'dhl', trackingNo: 'DHL12345678' })
      .rejects('orders.error.insufficientStock', { sku: 'LAMP-01', available: 2, needed: 3 });
  });
  it('refuses an order awaiting payment', () => {
    given(amazon)
      .when({
        type: 'ShipOrder',
        orderNo: '112-7730-0415',
        carrier: 'dhl',
        trackingNo: 'DHL12345678',
      })
      .rejects('orders.error.statusNotAllowed', {
        orderNo: '112-7730-0415',
        status: 'pendingPayment',
      });
  });
  it('refuses an unknown order and a shipped one', () => {
    given(amazon)
      .when({ type: 'ShipOrder', orderNo: 'nope', carrier: 'dhl', trackingNo: 'DHL12345678' })
      .rejects('orders.error.notFound');
    const shipped = {
      type: 'OrderShipped',
      data: {
        orderNo: '112-6104-2290',
        carrier: 'ups',
        trackingNo: 'X1234567',
        items: [{ sku: 'DESK-ORG', qty: 1 }],
      },
    } satisfies DomainEvent;
    given(amazon, [shipped])
      .when({
        type: 'ShipOrder',
        orderNo: '112-6104-2290',
        carrier: 'dhl',
        trackingNo: 'DHL12345678',
      })
      .rejects('orders.error.statusNotAllowed');
  });
  it('consumes stock: a second shipment sees what the first left', () => {
    const split = {
      type: 'OrderSplit',
      data: { orderNo: LAMP, newOrderNo: `${LAMP}-S1`, sku: 'LAMP-01', qty: 1 },
    } as const;
    const ship = {
      type: 'OrderShipped',
      data: {
        orderNo: LAMP,
        carrier: 'dhl',
        trackingNo: 'DHL12345678',
        items: [{ sku: 'LAMP-01', qty: 2 }],
      },
    } satisfies DomainEvent;
    const g = given(amazon, [split, ship]);
    expect(g.state.warehouse.bySku['LAMP-01']?.qty).toBe(0);
    g.when({
      type: 'ShipOrder',
      orderNo: `${LAMP}-S1`,
      carrier: 'dhl',
      trackingNo: 'DHL87654321',
    }).rejects('orders.error.insufficientStock', { sku: 'LAMP-01', available: 0, needed: 1 });
  });
});

describe('SplitOrder', () => {
  it('moves the quantity into a new order numbered after the original', () => {
    given(amazon)
      .when({ type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 1 })
      .then([
        {
          type: 'OrderSplit',
          data: { orderNo: LAMP, newOrderNo: `${LAMP}-S1`, sku: 'LAMP-01', qty: 1 },
        },
      ]);
  });
  it('refuses a split quantity that is not less than the item quantity', () => {
    given(amazon)
      .when({ type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 3 })
      .rejects('orders.error.splitQtyTooLarge', { max: 2 });
  });
  it('refuses a SKU the order does not hold', () => {
    given(amazon)
      .when({ type: 'SplitOrder', orderNo: LAMP, sku: 'DESK-ORG', qty: 1 })
      .rejects('orders.error.skuNotInOrder');
  });
  it('splits the amount received with the goods', () => {
    const s = stateOf(amazon, [
      {
        type: 'OrderSplit',
        data: { orderNo: LAMP, newOrderNo: `${LAMP}-S1`, sku: 'LAMP-01', qty: 1 },
      },
    ]);
    const a = s.orders.byNo[LAMP]!;
    const b = s.orders.byNo[`${LAMP}-S1`]!;
    expect(a.items).toEqual([{ sku: 'LAMP-01', qty: 2, price: 19.99 }]);
    expect(b.items).toEqual([{ sku: 'LAMP-01', qty: 1, price: 19.99 }]);
    expect(a.amountReceived + b.amountReceived).toBeCloseTo(3 * 19.99 + 4.5, 2);
    expect(b.splitFrom).toBe(LAMP);
    const order = visibleOrders(s.orders).map((o) => o.no);
    expect(order.indexOf(`${LAMP}-S1`)).toBe(order.indexOf(LAMP) + 1);
  });
});

describe('MergeOrders', () => {
  it('merges one buyer’s orders of one store into the oldest, whatever the pick order', () => {
    given(ali)
      .when({ type: 'MergeOrders', orderNos: ['8031-2202', '8031-2201'] })
      .then([
        { type: 'OrdersMerged', data: { orderNo: '8031-2201', mergedOrderNos: ['8031-2202'] } },
      ]);
  });
  it('refuses other stores, other buyers and other statuses', () => {
    given(ali)
      .when({ type: 'MergeOrders', orderNos: ['8031-2201', '8031-2203'] })
      .rejects('orders.error.mergeSameStore');
    given(ali)
      .when({ type: 'MergeOrders', orderNos: ['8031-2201', '8031-2240'] })
      .rejects('orders.error.mergeSameBuyer');
    const cancelled = {
      type: 'OrderCancelled',
      data: { orderNo: '8031-2202', previousStatus: 'pendingShipment' },
    } as const;
    given(ali, [cancelled])
      .when({ type: 'MergeOrders', orderNos: ['8031-2201', '8031-2202'] })
      .rejects('orders.error.mergeNotAllowed');
  });
  it('combines items, freight and payment; the absorbed order disappears', () => {
    const s = stateOf(ali, [
      { type: 'OrdersMerged', data: { orderNo: '8031-2201', mergedOrderNos: ['8031-2202'] } },
    ]);
    const o = s.orders.byNo['8031-2201']!;
    expect(o.items.map((i) => i.sku)).toEqual(['VASE-CER', 'SCARF-SLK']);
    expect(o.freight).toBe(10);
    expect(o.amountReceived).toBeCloseTo(24.9 + 5 + 32 + 5, 2);
    given(ali, [
      { type: 'OrdersMerged', data: { orderNo: '8031-2201', mergedOrderNos: ['8031-2202'] } },
    ])
      .when({ type: 'RemarkOrder', orderNo: '8031-2202', remark: 'x' })
      .rejects('orders.error.notFound');
  });
});

describe('CancelOrder and RestoreOrder', () => {
  const cancel = {
    type: 'OrderCancelled',
    data: { orderNo: LAMP, previousStatus: 'pendingShipment' },
  } as const;
  it('cancels an order not yet shipped and restores it to its previous status', () => {
    given(amazon).when({ type: 'CancelOrder', orderNo: LAMP }).then([cancel]);
    given(amazon, [cancel])
      .when({ type: 'RestoreOrder', orderNo: LAMP })
      .then([{ type: 'OrderRestored', data: { orderNo: LAMP, status: 'pendingShipment' } }]);
  });
  it('refuses to restore an order that is not cancelled, or is marked not restorable', () => {
    given(amazon)
      .when({ type: 'RestoreOrder', orderNo: LAMP })
      .rejects('orders.error.statusNotAllowed');
    const s = {
      ...amazon,
      world: {
        ...amazon.world,
        orders: amazon.world.orders!.map((o) => ({ ...o, restorable: false })),
      },
    };
    given(s, [cancel])
      .when({ type: 'RestoreOrder', orderNo: LAMP })
      .rejects('orders.error.notRestorable');
  });
});

describe('RemarkOrder and MarkGift', () => {
  it('records a trimmed remark; an unchanged remark or gift mark emits nothing', () => {
    given(amazon)
      .when({ type: 'RemarkOrder', orderNo: LAMP, remark: '  out of stock  ' })
      .then([{ type: 'OrderRemarked', data: { orderNo: LAMP, remark: 'out of stock' } }]);
    given(amazon).when({ type: 'MarkGift', orderNo: LAMP, gift: false }).then([]);
    given(amazon)
      .when({ type: 'MarkGift', orderNo: LAMP, gift: true })
      .then([{ type: 'OrderGiftMarked', data: { orderNo: LAMP, gift: true } }]);
  });
});

describe('the attempt', () => {
  it('refuses every command once submitted', () => {
    given(amazon, [{ type: 'AttemptSubmitted', data: { reason: 'student' } }])
      .when({ type: 'RemarkOrder', orderNo: LAMP, remark: 'x' })
      .rejects('attempt.error.submitted');
  });
});
