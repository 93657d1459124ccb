/**
 * The two order-desk cases played through the engine as a student would: a good walkthrough
 * reaches full marks; the order remarks, short notes marked `short` (issue 29 §2), still have to
 * say what the warehouse and the buyer need: the days of the restock, gift wrapping with "no"
 * price list. A poor walkthrough cancels what it should have split or merged and fails.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../engine/testing/fixtures.ts';
import { earned, failedChecks, pointAfter, Session } from '../engine/testing/session.ts';

describe('amazon-partial-stock', () => {
  const s = loadCase('amazon-partial-stock');
  const LAMP = '112-3941-7781';
  const splitAndRemark = (remark: string) => (p: Session) => {
    p.do({ type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 1 });
    p.do({ type: 'RemarkOrder', orderNo: `${LAMP}-S1`, remark });
  };

  it('a good walkthrough splits, ships what is in stock, remarks the rest and scores 100', () => {
    const p = new Session(s);
    splitAndRemark('缺货，补货后 5 天内发出')(p);
    p.do({ type: 'ShipOrder', orderNo: LAMP, carrier: 'dhl', trackingNo: 'DHL12345678' });
    p.do({ type: 'ShipOrder', orderNo: '112-6104-2290', carrier: 'ups', trackingNo: '1Z999AA1' });
    const b = p.score();
    expect(earned(b)).toEqual({ 1201: 30, 1202: 40, 1203: 10, 1204: 20, 1205: 0, 1206: 0 });
    expect(b.score).toBe(100);
  });

  it('the remark is a short note: why, and within how many days of the restock it ships', () => {
    expect(s.scoring.find((r) => r.point === 1203)?.short?.reason.en).toContain('status note');
    for (const remark of [
      'Out of stock: ships within 5 days after the restock arrives',
      '暂时缺货，预计补货后五天内发货',
      'Backorder, ships within 5 business days of the restock',
    ]) {
      expect(pointAfter(s, 1203, splitAndRemark(remark))?.earned, remark).toBe(10);
    }
    // A bare number is no time: "五" or "5" alone, or 15 days, miss the days (2 of 3 checks).
    for (const remark of ['缺货 五', 'out of stock, 5', 'out of stock, ships in 15 days']) {
      const point = pointAfter(s, 1203, splitAndRemark(remark));
      expect(failedChecks(point), remark).toEqual(['anyOf']);
      expect(point?.earned).toBe(6);
    }
  });

  it('a poor walkthrough cancels the lamp order and the unpaid one, and fails', () => {
    const p = new Session(s);
    p.do({ type: 'CancelOrder', orderNo: LAMP });
    p.do({ type: 'CancelOrder', orderNo: '112-7730-0415' });
    p.do({ type: 'ShipOrder', orderNo: '112-6104-2290', carrier: 'ups', trackingNo: '1Z999AA1' });
    const b = p.score();
    expect(earned(b)).toEqual({ 1201: 0, 1202: 0, 1203: 0, 1204: 20, 1205: -30, 1206: -10 });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });
});

describe('aliexpress-merge-gift', () => {
  const s = loadCase('aliexpress-merge-gift');
  const VASE = '8031-2201';
  const mergeAndRemark = (remark: string) => (p: Session) => {
    p.do({ type: 'MergeOrders', orderNos: [VASE, '8031-2202'] });
    p.do({ type: 'RemarkOrder', orderNo: VASE, remark });
  };

  it('a good walkthrough merges, marks the gift, remarks the packing and scores 100', () => {
    const p = new Session(s);
    mergeAndRemark('礼品包装，包裹内不要放价格单据和发票')(p);
    p.do({ type: 'MarkGift', orderNo: VASE, gift: true });
    p.do({ type: 'ShipOrder', orderNo: VASE, carrier: 'dhl', trackingNo: 'DHL55501234' });
    const b = p.score();
    expect(earned(b)).toEqual({ 2101: 30, 2102: 30, 2103: 10, 2104: 30, 2105: 0, 2106: 0 });
    expect(b.score).toBe(100);
  });

  it('the remark is a short instruction, but says both wishes: gift wrap, and no price list', () => {
    expect(s.scoring.find((r) => r.point === 2103)?.short?.reason.en).toContain('instruction');
    for (const remark of [
      'gift wrap, no price list or invoice',
      'Gift-wrap both items and do not put the invoice in the parcel',
      '礼品包装，不放价格单据和发票',
      '礼品包装，勿放发票',
    ]) {
      expect(pointAfter(s, 2103, mergeAndRemark(remark))?.earned, remark).toBe(10);
    }
    // The price list named without a "no" could as well ask for it.
    for (const remark of ['礼品包装 价格', 'gift wrap, include the price list']) {
      const point = pointAfter(s, 2103, mergeAndRemark(remark));
      expect(failedChecks(point), remark).toEqual(['anyOf']);
      expect(point?.earned).toBe(6);
    }
  });

  it('a poor walkthrough cancels one of her orders instead of merging, and fails', () => {
    const p = new Session(s);
    p.do({ type: 'CancelOrder', orderNo: '8031-2202' });
    p.do({ type: 'RemarkOrder', orderNo: VASE, remark: 'gift' });
    p.do({ type: 'ShipOrder', orderNo: VASE, carrier: 'dhl', trackingNo: 'DHL55501234' });
    const b = p.score();
    expect(earned(b)).toMatchObject({ 2101: 0, 2102: 0, 2103: 0, 2104: 0, 2106: -20 });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });
});
