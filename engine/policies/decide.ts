/**
 * FireDueTimers: fires the earliest timer that is due at `now` — TimerFired plus what its
 * action does in the world as it is then (the module that declares the action decides). The
 * server repeats it until nothing is due, so each action sees the effects of the ones before.
 */
import type { DomainEvent } from '../../schemas/events.ts';
import type { FireDueTimers } from '../../schemas/policies.ts';
import type { AnyTimerAction } from '../../schemas/policies.ts';
import type { DecideContext } from '../attempt/context.ts';
import type { Decision } from '../core/envelope.ts';
import { TIMER_HANDLERS } from '../modules.ts';
import { pendingTimers } from './state.ts';

const actionEvents = (action: AnyTimerAction, ctx: DecideContext): DomainEvent[] =>
  Object.entries(action).flatMap(([name, args]) => {
    const handler = TIMER_HANDLERS[name];
    return handler ? handler.run(args as Record<string, unknown>, ctx) : [];
  });

export const decideTimers = (_cmd: FireDueTimers, ctx: DecideContext): Decision => {
  const due = pendingTimers(ctx.state.timers).find((t) => t.dueAt <= ctx.now);
  if (!due) return [];
  return [
    { type: 'TimerFired', data: { timerId: due.timerId, policy: due.policy } },
    ...actionEvents(due.action, ctx),
  ];
};
