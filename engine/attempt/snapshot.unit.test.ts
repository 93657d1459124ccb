/**
 * Stepping through an attempt: the case's module tables after each event, with what the event
 * added, changed or removed.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../testing/fixtures.ts';
import { Session } from '../testing/session.ts';
import { snapshotAt } from './snapshot.ts';

describe('snapshotAt', () => {
  it('shows the orders as the case starts, then the row a remark changed', () => {
    const s = loadCase('amazon-partial-stock');
    const p = new Session(s);
    const start = p.events.length;
    p.do({ type: 'RemarkOrder', orderNo: '112-3941-7781', remark: 'Ships in two parts.' });
    const first = snapshotAt(s, p.events, 0);
    expect(first.map((t) => `${t.module}.${t.entity}`)).toEqual(['orders.order']);
    const order = first[0]!;
    expect(order.fields).toContain('remark');
    expect(order.rows.map((r) => r.key)).toContain('112-3941-7781');
    expect(order.rows.every((r) => r.change === null)).toBe(true);

    const step = snapshotAt(s, p.events, start + 1)[0]!;
    const row = step.rows.find((r) => r.key === '112-3941-7781')!;
    expect(row).toMatchObject({ change: 'changed', values: { remark: 'Ships in two parts.' } });
    expect(step.rows.filter((r) => r.change !== null)).toHaveLength(1);
    // The step before the remark does not have it.
    const before = snapshotAt(s, p.events, start)[0]!;
    expect(before.rows.find((r) => r.key === '112-3941-7781')?.values.remark).not.toBe(
      'Ships in two parts.',
    );
  });

  it('marks a claim the event filed as added, in a module with step tables only', () => {
    const s = loadCase('alibaba-claim-supplier');
    const p = new Session(s);
    p.do({
      type: 'AddClaim',
      store: 'ab1',
      kind: 'supplier',
      counterparty: 'sup1',
      reason: 'productMismatch',
      amount: 128,
      description: 'Carton 25 does not match the approved sample.',
    });
    const v = p.events.findIndex((e) => e.type === 'ClaimAdded') + 1;
    const claims = snapshotAt(s, p.events, v).find((t) => t.entity === 'claim')!;
    expect(claims.rows).toEqual([
      {
        key: 'CL1',
        change: 'added',
        values: expect.objectContaining({ amount: 128, status: 'waiting', counterparty: 'sup1' }),
      },
    ]);
    expect(snapshotAt(s, p.events, v - 1).find((t) => t.entity === 'claim')!.rows).toEqual([]);
  });

  it('clamps a version past the end to the last event; a merge removes the merged order', () => {
    const s = loadCase('aliexpress-merge-gift');
    const p = new Session(s);
    p.do({ type: 'MergeOrders', orderNos: ['8031-2201', '8031-2202'] });
    const last = snapshotAt(s, p.events, 10_000);
    expect(last).toEqual(snapshotAt(s, p.events, p.events.length));
    const orders = last.find((t) => t.entity === 'order')!;
    expect(orders.removed).toEqual(['8031-2202']);
    expect(orders.rows.find((r) => r.key === '8031-2201')?.change).toBe('changed');
  });
});
