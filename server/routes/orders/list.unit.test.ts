/** The order desk's list view on its own: filters, the status tab, counts and paging. */
import { describe, expect, it } from 'vitest';
import { loadCase, stateOf } from '../../../engine/testing/fixtures.ts';
import { orderList } from './list.ts';

const scenario = loadCase('aliexpress-merge-gift');
const view = { scenario, state: stateOf(scenario, []) };
const all = orderList(view, { userCaseID: 'a' });

describe('orderList', () => {
  it('lists every visible order with its row actions and the stream version', () => {
    expect(all.total).toBe(all.list.length);
    expect(all.total).toBeGreaterThan(1);
    expect(all.version).toBe(1);
    for (const r of all.list) expect(r.actions.length).toBeGreaterThan(0);
  });

  it('counts statuses over every filter but the status tab', () => {
    const status = all.list[0]!.status;
    const tab = orderList(view, { userCaseID: 'a', status });
    expect(tab.counts).toEqual(all.counts);
    expect(tab.list.every((r) => r.status === status)).toBe(true);
    expect(tab.total).toBe(all.counts[status]);
  });

  it('finds a buyer by the name of their customer file, ignoring case', () => {
    const name = all.list[0]!.buyerName;
    const found = orderList(view, { userCaseID: 'a', buyer: ` ${name.toUpperCase()} ` });
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.every((r) => r.buyerName === name)).toBe(true);
    expect(orderList(view, { userCaseID: 'a', buyer: 'nobody-here' }).total).toBe(0);
  });

  it('pages', () => {
    const first = orderList(view, { userCaseID: 'a', page: 1, limit: 1 });
    const second = orderList(view, { userCaseID: 'a', page: 2, limit: 1 });
    expect(first.list).toHaveLength(1);
    expect(second.list[0]?.orderNo).not.toBe(first.list[0]?.orderNo);
    expect(first.total).toBe(all.total);
  });
});
