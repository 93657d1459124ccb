/**
 * Order lifecycle as an XState v5 machine, used as a pure transition function: the engine
 * never runs an actor. Business checks that need the rest of the world (stock, same buyer)
 * live in decide.ts; this machine says which lifecycle events each status accepts.
 */
import { setup, transition } from 'xstate';
import type { OrderStatus } from '../../schemas/common.ts';

export type OrderMachineEvent =
  | { type: 'PAY' }
  | { type: 'SHIP' }
  | { type: 'SPLIT' }
  | { type: 'MERGE' }
  | { type: 'CANCEL' }
  | { type: 'RESTORE' }
  | { type: 'REMARK' }
  | { type: 'MARK_GIFT' }
  | { type: 'DELIVER' }
  | { type: 'CONFIRM_RECEIPT' };
export type OrderMachineEventType = OrderMachineEvent['type'];
export type OrderMachineContext = { previousStatus: OrderStatus | null; restorable: boolean };

export const orderMachine = setup({
  types: {
    context: {} as OrderMachineContext,
    events: {} as OrderMachineEvent,
    input: {} as OrderMachineContext,
  },
  guards: {
    restorableToPendingPayment: ({ context }) =>
      context.restorable && context.previousStatus === 'pendingPayment',
    restorableToPendingShipment: ({ context }) =>
      context.restorable && context.previousStatus === 'pendingShipment',
  },
}).createMachine({
  id: 'order',
  initial: 'pendingPayment',
  context: ({ input }) => input,
  states: {
    pendingPayment: {
      on: {
        PAY: { target: 'pendingShipment' },
        MERGE: { target: 'pendingPayment' },
        CANCEL: { target: 'cancelled' },
        REMARK: { target: 'pendingPayment' },
        MARK_GIFT: { target: 'pendingPayment' },
      },
    },
    pendingShipment: {
      on: {
        SHIP: { target: 'shipped' },
        SPLIT: { target: 'pendingShipment' },
        MERGE: { target: 'pendingShipment' },
        CANCEL: { target: 'cancelled' },
        REMARK: { target: 'pendingShipment' },
        MARK_GIFT: { target: 'pendingShipment' },
      },
    },
    shipped: {
      on: { DELIVER: { target: 'awaitingReceipt' }, REMARK: { target: 'shipped' } },
    },
    awaitingReceipt: {
      on: { CONFIRM_RECEIPT: { target: 'completed' }, REMARK: { target: 'awaitingReceipt' } },
    },
    completed: { on: { REMARK: { target: 'completed' } } },
    cancelled: {
      on: {
        RESTORE: [
          { guard: 'restorableToPendingPayment', target: 'pendingPayment' },
          { guard: 'restorableToPendingShipment', target: 'pendingShipment' },
        ],
        REMARK: { target: 'cancelled' },
      },
    },
  },
});

const memo = new Map<string, OrderStatus | null>();

/**
 * The status an order moves to on a lifecycle event, or null when the machine refuses it.
 * Memoised per (status, context, event): replaying or listing many orders stays cheap.
 */
export const nextOrderStatus = (
  status: OrderStatus,
  context: OrderMachineContext,
  event: OrderMachineEventType,
): OrderStatus | null => {
  const key = `${status}|${context.previousStatus ?? '-'}|${context.restorable ? 1 : 0}|${event}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const snapshot = orderMachine.resolveState({ value: status, context });
  let next: OrderStatus | null = null;
  if (snapshot.can({ type: event })) {
    const [after] = transition(orderMachine, snapshot, { type: event });
    next = after.value as OrderStatus;
  }
  memo.set(key, next);
  return next;
};
