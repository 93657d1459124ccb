/** Unit tests: scoring. */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import { replay } from '../attempt/replay.ts';
import { loadCase, stamp, started } from '../testing/fixtures.ts';
import { checkRubric, rubricEarned } from './rubric.ts';

const amazon = loadCase('amazon-partial-stock');
const LAMP = '112-3941-7781';
const play = (events: DomainEvent[]) => replay(amazon, stamp([started, ...events])).breakdown;

const ideal: DomainEvent[] = [
  { type: 'OrderSplit', data: { orderNo: LAMP, newOrderNo: `${LAMP}-S1`, sku: 'LAMP-01', qty: 1 } },
  {
    type: 'OrderShipped',
    data: {
      orderNo: LAMP,
      carrier: 'dhl',
      trackingNo: 'DHL12345678',
      items: [{ sku: 'LAMP-01', qty: 2 }],
    },
  },
  {
    type: 'OrderRemarked',
    data: { orderNo: `${LAMP}-S1`, remark: 'Out of stock, ships within 5 days after restock' },
  },
  {
    type: 'OrderShipped',
    data: {
      orderNo: '112-6104-2290',
      carrier: 'ups',
      trackingNo: '1Z999AA1',
      items: [{ sku: 'DESK-ORG', qty: 1 }],
    },
  },
];

describe('scoring', () => {
  it('gives full marks for the ideal play, with every point listed', () => {
    const b = play(ideal);
    expect(b.score).toBe(100);
    expect(b.passed).toBe(true);
    expect(b.points.map((p) => [p.pointID, p.hit])).toEqual([
      [1201, true],
      [1202, true],
      [1203, true],
      [1204, true],
      [1205, false],
      [1206, false],
    ]);
  });
  it('gives nothing for doing nothing, and is never below zero', () => {
    const b = play([]);
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
    const cancelled = play([
      { type: 'OrderCancelled', data: { orderNo: LAMP, previousStatus: 'pendingShipment' } },
    ]);
    expect(cancelled.rawScore).toBe(-30);
    expect(cancelled.score).toBe(0);
  });
  it('applies penalties against what was earned', () => {
    const b = play([
      ...ideal,
      {
        type: 'OrderCancelled',
        data: { orderNo: '112-7730-0415', previousStatus: 'pendingPayment' },
      },
    ]);
    expect(b.score).toBe(90);
    expect(b.points.find((p) => p.pointID === 1206)).toMatchObject({ hit: true, earned: -10 });
  });
  it('gives part of a text point for a remark that meets part of the rubric', () => {
    const b = play([
      ideal[0]!,
      { type: 'OrderRemarked', data: { orderNo: `${LAMP}-S1`, remark: 'backorder soon' } },
    ]);
    const p = b.points.find((x) => x.pointID === 1203)!;
    expect(p.checks.map((c) => c.ok)).toEqual([true, false, true]);
    // Two of three checks of a 10-point remark.
    expect(p.earned).toBe(6);
    expect(p.outcome).toBe('partial');
  });
  it('reads each point as hit, missed, avoided or triggered, and a missed point as not needed at full marks', () => {
    const outcomes = (b: ReturnType<typeof play>) =>
      Object.fromEntries(b.points.map((p) => [p.pointID, p.outcome]));
    expect(outcomes(play(ideal))).toEqual({
      1201: 'hit',
      1202: 'hit',
      1203: 'hit',
      1204: 'hit',
      1205: 'avoided',
      1206: 'avoided',
    });
    // A case whose positive points add up to more than its total: a bonus left out of a full
    // score is not needed, not missed.
    const bonus = { ...amazon, totalScore: 80, passScore: 60 };
    const withoutLastShip = stamp([started, ...ideal.slice(0, 3)]);
    const b = replay(bonus, withoutLastShip).breakdown;
    expect(b.score).toBe(80);
    expect(b.points.find((p) => p.pointID === 1204)?.outcome).toBe('notNeeded');
    const partial = play(ideal.slice(0, 3));
    expect(partial.points.find((p) => p.pointID === 1204)?.outcome).toBe('missed');
    const cancelled = play([
      { type: 'OrderCancelled', data: { orderNo: LAMP, previousStatus: 'pendingShipment' } },
    ]);
    expect(cancelled.points.find((p) => p.pointID === 1205)?.outcome).toBe('triggered');
  });
  it('rubric checks are case-insensitive and count characters', () => {
    const checks = checkRubric(
      { mustInclude: ['GIFT'], forbidden: ['price'], minLength: 3, maxLength: 5 },
      '礼品 gift',
    );
    expect(checks.map((c) => c.ok)).toEqual([true, true, true, false]);
    expect(rubricEarned(20, checks)).toBe(15);
  });
});
