/** Unit tests: order import times. */
import { describe, expect, it } from 'vitest';
import { ORDER_IMPORT_REQUIRED, type ImportOrders } from '../../schemas/orders/domain.ts';
import { createRng } from '../core/random.ts';
import { given, loadCase, META } from '../testing/fixtures.ts';
import { importOrders } from './import.ts';

const site = loadCase('independent-site-orders');
const COLUMNS = [...ORDER_IMPORT_REQUIRED, 'createdAt'];
const importOf = (createdAt: string): ImportOrders => ({
  type: 'ImportOrders',
  fileName: 'orders.csv',
  columns: COLUMNS,
  rows: [
    {
      row: 2,
      cells: {
        orderNo: 'FW-20001',
        platform: 'independent',
        buyerAccount: 'ana@example.com',
        sku: 'TENT-2P',
        qty: '1',
        price: '129',
        receiverName: 'Ana',
        address: '1 Rua Augusta, Lisboa',
        country: 'Portugal',
        createdAt,
      },
    },
  ],
});
const createdAtOf = (createdAt: string) => {
  const [e] = given(site).when(importOf(createdAt)).events();
  return e?.type === 'OrdersImported' ? e.data.orders[0]?.createdAt : undefined;
};

describe('order import times', () => {
  it('reads a time without an offset in the case zone (+02:00), one with an offset as written', () => {
    expect(createdAtOf('2026-04-08 09:30')).toBe('2026-04-08T07:30:00.000Z');
    expect(createdAtOf('2026-04-08T09:30:00-04:00')).toBe('2026-04-08T13:30:00.000Z');
  });
  it('stamps an order without a time with the sim time, not the wall clock', () => {
    // The attempt started at META.now, so the sim clock still shows the case start.
    expect(createdAtOf('')).toBe('2026-04-08T08:00:00.000Z');
    expect(createdAtOf('')).not.toBe(META.now);
  });
  it('refuses a time it cannot read, naming row and column', () => {
    const d = importOrders(importOf('next Tuesday'), {
      scenario: site,
      state: given(site).state,
      now: META.now,
      rng: createRng(1),
    });
    expect(d).toMatchObject({
      messageKey: 'import.error.rows',
      rows: [{ row: 2, column: 'createdAt', messageKey: 'import.error.notDate' }],
    });
  });
});
