/** Unit tests: order lifecycle. */
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../schemas/common.ts';
import { nextOrderStatus, orderMachine, type OrderMachineEventType } from './order.machine.ts';

const open = { previousStatus: null, restorable: true };

describe('order lifecycle', () => {
  it('walks the whole happy path: pay, ship, deliver, confirm receipt', () => {
    const path: [OrderMachineEventType, string][] = [
      ['PAY', 'pendingShipment'],
      ['SHIP', 'shipped'],
      ['DELIVER', 'awaitingReceipt'],
      ['CONFIRM_RECEIPT', 'completed'],
    ];
    let status = 'pendingPayment' as Parameters<typeof nextOrderStatus>[0];
    for (const [event, expected] of path) {
      const next = nextOrderStatus(status, open, event);
      expect(next).toBe(expected);
      status = next!;
    }
  });
  it('cancels only before shipping and restores to the status before the cancellation', () => {
    expect(nextOrderStatus('pendingShipment', open, 'CANCEL')).toBe('cancelled');
    expect(nextOrderStatus('pendingPayment', open, 'CANCEL')).toBe('cancelled');
    expect(nextOrderStatus('shipped', open, 'CANCEL')).toBeNull();
    expect(
      nextOrderStatus(
        'cancelled',
        { previousStatus: 'pendingPayment', restorable: true },
        'RESTORE',
      ),
    ).toBe('pendingPayment');
    expect(
      nextOrderStatus(
        'cancelled',
        { previousStatus: 'pendingShipment', restorable: true },
        'RESTORE',
      ),
    ).toBe('pendingShipment');
    expect(
      nextOrderStatus(
        'cancelled',
        { previousStatus: 'pendingShipment', restorable: false },
        'RESTORE',
      ),
    ).toBeNull();
  });
  it('splits only orders awaiting shipment; remarks are allowed in every status', () => {
    for (const s of ORDER_STATUSES) {
      expect(nextOrderStatus(s, open, 'SPLIT') !== null).toBe(s === 'pendingShipment');
      expect(nextOrderStatus(s, open, 'REMARK')).toBe(s);
    }
  });
  it('the memoised answers agree with the machine for every status and event', () => {
    const events: OrderMachineEventType[] = [
      'PAY',
      'SHIP',
      'SPLIT',
      'MERGE',
      'CANCEL',
      'RESTORE',
      'REMARK',
      'MARK_GIFT',
      'DELIVER',
      'CONFIRM_RECEIPT',
    ];
    for (const s of ORDER_STATUSES) {
      for (const e of events) {
        const snap = orderMachine.resolveState({ value: s, context: open });
        expect(nextOrderStatus(s, open, e) !== null).toBe(snap.can({ type: e }));
      }
    }
  });
});
