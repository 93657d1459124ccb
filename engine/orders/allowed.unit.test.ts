/** Unit tests: splitLimits; isFullRefund. */
import { describe, expect, it } from 'vitest';
import { isFullRefund } from '../afterSales/refund.ts';
import { given, loadCase, stateOf } from '../testing/fixtures.ts';
import { splitLimits } from './allowed.ts';

const amazon = loadCase('amazon-partial-stock');
const ali = loadCase('aliexpress-merge-gift');
const LAMP = '112-3941-7781';

describe('splitLimits', () => {
  it('lets a split move less than the whole order, and decide holds the same bound', () => {
    const lamp = stateOf(amazon, []).orders.byNo[LAMP]!;
    expect(lamp.items).toEqual([expect.objectContaining({ sku: 'LAMP-01', qty: 3 })]);
    expect(splitLimits(lamp)).toEqual({ 'LAMP-01': 2 });
    given(amazon)
      .when({ type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 3 })
      .rejects('orders.error.splitQtyTooLarge', { max: 2 });
  });
  it('gives nothing to split on a single unit', () => {
    const single = Object.values(stateOf(ali, []).orders.byNo).find(
      (o) => o.items.length === 1 && o.items[0]!.qty === 1,
    )!;
    expect(Object.values(splitLimits(single))).toEqual([0]);
  });
});

describe('isFullRefund', () => {
  it('is a refund of all that is left, to the cent', () => {
    expect(isFullRefund(36.49, 36.49)).toBe(true);
    expect(isFullRefund(36.486, 36.49)).toBe(true);
    expect(isFullRefund(36.48, 36.49)).toBe(false);
    expect(isFullRefund(0, 0)).toBe(false);
  });
});
