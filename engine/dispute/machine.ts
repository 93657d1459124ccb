/**
 * The dispute lifecycle as an XState v5 machine, used as a pure transition function (the engine
 * never runs an actor). Amounts, deadlines and rules live in decide.ts and module.ts; this says
 * which step each status accepts:
 *   waiting → intervention (the seller or the buyer asks the platform, or the seller submits
 *   evidence: a rejection the platform judges) → waiting (intervention withdrawn)
 *   waiting | intervention → completed (refunded, ruled, deadline missed) | cancelled (buyer)
 */
import { setup, transition } from 'xstate';
import type { DisputeStatus } from '../../schemas/dispute/domain.ts';

export type DisputeMachineEvent =
  'INTERVENE' | 'WITHDRAW' | 'EVIDENCE' | 'REFUND' | 'OFFER' | 'MESSAGE' | 'RULE' | 'CANCEL';

const open = {
  REFUND: { target: 'completed' },
  RULE: { target: 'completed' },
  CANCEL: { target: 'cancelled' },
} as const;

export const disputeMachine = setup({
  types: { events: {} as { type: DisputeMachineEvent } },
}).createMachine({
  id: 'dispute',
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        ...open,
        INTERVENE: { target: 'intervention' },
        EVIDENCE: { target: 'intervention' },
        OFFER: { target: 'waiting' },
        MESSAGE: { target: 'waiting' },
      },
    },
    intervention: {
      on: {
        ...open,
        WITHDRAW: { target: 'waiting' },
        EVIDENCE: { target: 'intervention' },
        OFFER: { target: 'intervention' },
        MESSAGE: { target: 'intervention' },
      },
    },
    cancelled: {},
    completed: {},
  },
});

const memo = new Map<string, DisputeStatus | null>();

/** The status after a lifecycle event, or null when the machine refuses it (memoised). */
export const nextDisputeStatus = (
  status: DisputeStatus,
  event: DisputeMachineEvent,
): DisputeStatus | null => {
  const key = `${status}|${event}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const snapshot = disputeMachine.resolveState({ value: status, context: undefined });
  let next: DisputeStatus | null = null;
  if (snapshot.can({ type: event })) {
    const [after] = transition(disputeMachine, snapshot, { type: event });
    next = after.value as DisputeStatus;
  }
  memo.set(key, next);
  return next;
};
