/**
 * An order can start in any status its lifecycle reaches: one that starts cancelled says the
 * status it was cancelled from, and restoring returns it there; a starting state the lifecycle
 * could not have reached is refused with the field and the reason; a shipped one has its tracking.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { parseScenario } from '../scenario/parse.ts';
import { Session } from '../testing/session.ts';

const base = parse(
  readFileSync(
    fileURLToPath(new URL('../../scenarios/cases/amazon-partial-stock.yaml', import.meta.url)),
    'utf8',
  ),
) as { world: { orders: Record<string, unknown>[] } };

/** The case with its second order changed. */
const withOrder = (change: Record<string, unknown>) => {
  const doc = structuredClone(base);
  doc.world.orders[1] = { ...doc.world.orders[1], ...change };
  return parseScenario(stringify(doc));
};

describe('an order that starts cancelled', () => {
  it('is restored to the status it was cancelled from', () => {
    const r = withOrder({ status: 'cancelled', cancelledFrom: 'pendingShipment' });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const p = new Session(r.scenario);
    p.do({ type: 'RestoreOrder', orderNo: '112-6104-2290' });
    expect(p.state.orders.byNo['112-6104-2290']?.status).toBe('pendingShipment');
  });

  it('is refused without `cancelledFrom` unless it cannot be restored', () => {
    const r = withOrder({ status: 'cancelled' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.path, e.message])).toEqual([
      [
        '/world/orders/1/cancelledFrom',
        expect.stringContaining('needs `cancelledFrom`') as unknown,
      ],
    ]);
    expect(withOrder({ status: 'cancelled', restorable: false }).ok).toBe(true);
  });

  it('refuses `cancelledFrom` on an order that is not cancelled, and money on an unpaid one', () => {
    const r = withOrder({
      status: 'pendingPayment',
      cancelledFrom: 'pendingPayment',
      amountReceived: 5,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path).sort()).toEqual([
      '/world/orders/1/amountReceived',
      '/world/orders/1/cancelledFrom',
    ]);
  });

  it('starts a shipped order with its tracking, and refuses tracking on one not shipped', () => {
    const logistics = { carrier: 'dhl', trackingNo: 'DHL12345678' };
    const r = withOrder({ status: 'shipped', logistics });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const p = new Session(r.scenario);
    expect(p.state.orders.byNo['112-6104-2290']?.logistics).toMatchObject({
      ...logistics,
      simShippedAt: '2026-03-01T14:40:00.000Z',
    });
    const bad = withOrder({ status: 'pendingShipment', logistics });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.path)).toEqual(['/world/orders/1/logistics']);
  });
});
