/** Unit tests: notices of the case actors. */
import { beforeEach, describe, expect, it } from 'vitest';
import { addNotices, markSeen, resetCaseStore, useCaseStore } from './caseStore.ts';
import { noticesOf } from './useAttemptLive.ts';

describe('notices of the case actors', () => {
  beforeEach(resetCaseStore);

  it('keeps the events the scripted actors caused that a module announces', () => {
    expect(
      noticesOf([
        { type: 'OrderShipped', data: { orderNo: 'A' }, version: 4, by: 'student' },
        { type: 'TimerFired', data: {}, version: 5, by: 'system' },
        { type: 'OrderArrived', data: { orderNo: 'B' }, version: 6, by: 'system' },
        { type: 'AfterSaleReturnShipped', data: { id: 'R1' }, version: 7, by: 'buyer' },
        // A student's own command that arrives the same way tells them nothing new.
        { type: 'OrderArrived', data: { orderNo: 'C' }, version: 8, by: 'student' },
      ]),
    ).toEqual([
      { version: 6, module: 'orders', type: 'OrderArrived', data: { orderNo: 'B' } },
      { version: 7, module: 'afterSales', type: 'AfterSaleReturnShipped', data: { id: 'R1' } },
    ]);
  });

  it('counts unseen changes per module, except the one on screen, once per event', () => {
    const arrived = { version: 6, module: 'orders' as const, type: 'OrderArrived', data: {} };
    const returned = { version: 7, module: 'afterSales' as const, type: 'X', data: {} };
    addNotices([arrived, returned], 'afterSales');
    addNotices([arrived], 'afterSales'); // a reconnect may send it again
    expect(useCaseStore.getState().unseen).toEqual({ orders: 1 });
    expect(useCaseStore.getState().notices).toHaveLength(2);
    markSeen('orders');
    expect(useCaseStore.getState().unseen).toEqual({ orders: 0 });
  });
});
