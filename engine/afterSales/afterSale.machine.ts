/**
 * After-sales lifecycle as an XState v5 machine, used as a pure transition function (the
 * engine never runs an actor). Amount checks live in decide.ts; this says which step each
 * status accepts:
 *   applied → agreed: refunded (refund only) or awaitingReturn (return and refund)
 *   awaitingReturn → returnShipped (the buyer ships) → goodsReceived → refunded
 *   returnShipped → goodsNotReceived;  applied → refused → escalated (the buyer escalates)
 */
import { setup, transition } from 'xstate';
import type { AfterSaleKind, AfterSaleStatus } from '../../schemas/common.ts';

export type AfterSaleMachineEventType =
  | 'AGREE'
  | 'REFUSE'
  | 'BUYER_SHIPS'
  | 'CONFIRM_RECEIVED'
  | 'REFUND'
  | 'CONFIRM_NOT_RECEIVED'
  | 'ESCALATE'
  | 'REMARK';
type Ctx = { kind: AfterSaleKind };

export const afterSaleMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as { type: AfterSaleMachineEventType },
    input: {} as Ctx,
  },
  guards: {
    refundOnly: ({ context }) => context.kind === 'refundOnly',
  },
}).createMachine({
  id: 'afterSale',
  initial: 'applied',
  context: ({ input }) => input,
  states: {
    applied: {
      on: {
        AGREE: [{ guard: 'refundOnly', target: 'refunded' }, { target: 'awaitingReturn' }],
        REFUSE: { target: 'refused' },
        REMARK: { target: 'applied' },
      },
    },
    awaitingReturn: {
      on: { BUYER_SHIPS: { target: 'returnShipped' }, REMARK: { target: 'awaitingReturn' } },
    },
    returnShipped: {
      on: {
        CONFIRM_RECEIVED: { target: 'goodsReceived' },
        CONFIRM_NOT_RECEIVED: { target: 'goodsNotReceived' },
        REMARK: { target: 'returnShipped' },
      },
    },
    goodsReceived: { on: { REFUND: { target: 'refunded' }, REMARK: { target: 'goodsReceived' } } },
    refunded: { on: { REMARK: { target: 'refunded' } } },
    refused: { on: { ESCALATE: { target: 'escalated' }, REMARK: { target: 'refused' } } },
    goodsNotReceived: { on: { REMARK: { target: 'goodsNotReceived' } } },
    escalated: { on: { REMARK: { target: 'escalated' } } },
  },
});

const memo = new Map<string, AfterSaleStatus | null>();

/** The status after a lifecycle event, or null when the machine refuses it (memoised). */
export const nextAfterSaleStatus = (
  status: AfterSaleStatus,
  kind: AfterSaleKind,
  event: AfterSaleMachineEventType,
): AfterSaleStatus | null => {
  const key = `${status}|${kind}|${event}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const snapshot = afterSaleMachine.resolveState({ value: status, context: { kind } });
  let next: AfterSaleStatus | null = null;
  if (snapshot.can({ type: event })) {
    const [after] = transition(afterSaleMachine, snapshot, { type: event });
    next = after.value as AfterSaleStatus;
  }
  memo.set(key, next);
  return next;
};

const EVENTS: AfterSaleMachineEventType[] = [
  'AGREE',
  'REFUSE',
  'BUYER_SHIPS',
  'CONFIRM_RECEIVED',
  'REFUND',
  'CONFIRM_NOT_RECEIVED',
  'ESCALATE',
];

/**
 * The path the lifecycle takes from `applied` to a status for a kind of request (the events, in
 * order), or null when the status cannot be reached: what a case's starting state implies.
 */
export const pathToAfterSaleStatus = (
  kind: AfterSaleKind,
  target: AfterSaleStatus,
): AfterSaleMachineEventType[] | null => {
  const paths = new Map<AfterSaleStatus, AfterSaleMachineEventType[]>([['applied', []]]);
  const queue: AfterSaleStatus[] = ['applied'];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === target) return paths.get(at)!;
    for (const e of EVENTS) {
      const next = nextAfterSaleStatus(at, kind, e);
      if (next && !paths.has(next)) {
        paths.set(next, [...paths.get(at)!, e]);
        queue.push(next);
      }
    }
  }
  return null;
};
