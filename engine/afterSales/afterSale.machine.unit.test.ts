/** The after-sales lifecycle: every path, the refused steps, and evolve agreeing with it. */
import { describe, expect, it } from 'vitest';
import { AFTER_SALE_STATUSES, type AfterSaleKind } from '../../schemas/common.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import { decide, type Command } from '../attempt/decide.ts';
import { isRejection } from '../core/envelope.ts';
import { createRng } from '../core/random.ts';
import { loadCase, META, stateOf } from '../testing/fixtures.ts';
import { nextAfterSaleStatus, type AfterSaleMachineEventType } from './afterSale.machine.ts';

const walk = (kind: AfterSaleKind, steps: AfterSaleMachineEventType[]) =>
  steps.reduce<string | null>(
    (s, e) => (s === null ? null : nextAfterSaleStatus(s as never, kind, e)),
    'applied',
  );
const EVENTS: AfterSaleMachineEventType[] = [
  'AGREE',
  'REFUSE',
  'BUYER_SHIPS',
  'CONFIRM_RECEIVED',
  'REFUND',
  'CONFIRM_NOT_RECEIVED',
  'ESCALATE',
  'REMARK',
];

describe('after-sales machine', () => {
  it('walks every path of the lifecycle', () => {
    expect(walk('refundOnly', ['AGREE'])).toBe('refunded');
    expect(walk('returnAndRefund', ['AGREE'])).toBe('awaitingReturn');
    expect(walk('returnAndRefund', ['AGREE', 'BUYER_SHIPS', 'CONFIRM_RECEIVED', 'REFUND'])).toBe(
      'refunded',
    );
    expect(walk('returnAndRefund', ['AGREE', 'BUYER_SHIPS', 'CONFIRM_NOT_RECEIVED'])).toBe(
      'goodsNotReceived',
    );
    expect(walk('refundOnly', ['REFUSE', 'ESCALATE'])).toBe('escalated');
  });

  it('refuses steps out of order', () => {
    expect(walk('returnAndRefund', ['CONFIRM_RECEIVED'])).toBeNull();
    expect(walk('returnAndRefund', ['AGREE', 'CONFIRM_RECEIVED'])).toBeNull();
    expect(walk('returnAndRefund', ['AGREE', 'REFUSE'])).toBeNull();
    expect(walk('refundOnly', ['AGREE', 'AGREE'])).toBeNull();
    expect(walk('refundOnly', ['REFUSE', 'AGREE'])).toBeNull();
    expect(walk('refundOnly', ['ESCALATE'])).toBeNull();
  });

  it('accepts a remark in every status and keeps the status', () => {
    for (const s of AFTER_SALE_STATUSES) {
      expect(nextAfterSaleStatus(s, 'returnAndRefund', 'REMARK')).toBe(s);
    }
  });

  it('ends nowhere but in final statuses: refunded, goods not received, escalated accept only remarks', () => {
    for (const s of ['refunded', 'goodsNotReceived', 'escalated'] as const) {
      const allowed = EVENTS.filter((e) => nextAfterSaleStatus(s, 'returnAndRefund', e) !== null);
      expect(allowed).toEqual(['REMARK']);
    }
  });

  it('agrees with what evolve does to the state', () => {
    const shopee = loadCase('shopee-return-refund');
    const RR = 'RR-260613-001';
    const path: [DomainEvent, AfterSaleMachineEventType[]][] = [
      [
        {
          type: 'AfterSaleAgreed',
          data: { id: RR, orderNo: '260602BX4T7K9M', kind: 'returnAndRefund', refundAmount: 42.39 },
        },
        ['AGREE'],
      ],
      [
        { type: 'AfterSaleReturnShipped', data: { id: RR, carrier: 'jt', trackingNo: 'JT1' } },
        ['BUYER_SHIPS'],
      ],
      [
        {
          type: 'AfterSaleGoodsReceived',
          data: {
            id: RR,
            orderNo: '260602BX4T7K9M',
            items: [{ sku: 'BLEND-P1', qty: 1 }],
            skus: ['BLEND-P1'],
          },
        },
        ['CONFIRM_RECEIVED'],
      ],
      [
        { type: 'AfterSaleRefunded', data: { id: RR, orderNo: '260602BX4T7K9M', amount: 42.39 } },
        ['REFUND'],
      ],
    ];
    const past: DomainEvent[] = [];
    const steps: AfterSaleMachineEventType[] = [];
    for (const [event, machine] of path) {
      past.push(event);
      steps.push(...machine);
      expect(stateOf(shopee, past).afterSales.byId[RR]?.status).toBe(
        walk('returnAndRefund', steps),
      );
    }
  });

  it('agrees with decide and evolve on every path, command by command', () => {
    const shopee = loadCase('shopee-return-refund');
    type Step = [Command | DomainEvent, AfterSaleMachineEventType[]];
    const RR = 'RR-260613-001';
    const RF = 'RF-260614-002';
    const BOARD = 'RR-260614-003';
    const shipped: DomainEvent = {
      type: 'AfterSaleReturnShipped',
      data: { id: RR, carrier: 'jt', trackingNo: 'JT1' },
    };
    const paths: [string, AfterSaleKind, Step[]][] = [
      [RF, 'refundOnly', [[{ type: 'AgreeAfterSale', id: RF, refundAmount: 8.5 }, ['AGREE']]]],
      [
        RR,
        'returnAndRefund',
        [
          [{ type: 'AgreeAfterSale', id: RR, refundAmount: 42.39 }, ['AGREE']],
          [shipped, ['BUYER_SHIPS']],
          [{ type: 'ConfirmGoodsReceived', id: RR }, ['CONFIRM_RECEIVED', 'REFUND']],
        ],
      ],
      [
        RR,
        'returnAndRefund',
        [
          [{ type: 'AgreeAfterSale', id: RR, refundAmount: 42.39 }, ['AGREE']],
          [shipped, ['BUYER_SHIPS']],
          [
            { type: 'ConfirmGoodsNotReceived', id: RR, remark: 'empty box' },
            ['CONFIRM_NOT_RECEIVED'],
          ],
        ],
      ],
      [
        BOARD,
        'returnAndRefund',
        [
          [{ type: 'RefuseAfterSale', id: BOARD, reason: '' }, ['REFUSE']],
          [{ type: 'AfterSaleEscalated', data: { id: BOARD } }, ['ESCALATE']],
        ],
      ],
    ];
    for (const [id, kind, steps] of paths) {
      const past: DomainEvent[] = [];
      const machine: AfterSaleMachineEventType[] = [];
      for (const [step, events] of steps) {
        if ('data' in step) past.push(step);
        else {
          const d = decide(step, {
            scenario: shopee,
            state: stateOf(shopee, past),
            now: META.now,
            rng: createRng(1),
          });
          if (isRejection(d)) throw new Error(`${step.type}: ${d.messageKey}`);
          past.push(...d);
        }
        machine.push(...events);
        expect({
          id,
          steps: machine.join('>'),
          status: stateOf(shopee, past).afterSales.byId[id]?.status,
        }).toEqual({ id, steps: machine.join('>'), status: walk(kind, machine) });
      }
    }
  });
});
