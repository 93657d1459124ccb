/**
 * When a scripted buyer runs out of patience: the sim time their pending patience timer fires (a
 * chase, a bad review, a dispute), for the countdown where the student answers them.
 */
import type { Scenario } from '../../schemas/scenario.ts';
import type { AttemptState } from '../attempt/state.ts';
import { simTimeOf } from '../core/clock.ts';
import { pendingTimers } from '../policies/state.ts';
import type { ScriptChannel } from './script.ts';

export const patienceDue = (
  channel: Pick<ScriptChannel, 'isPatience'>,
  scenario: Scenario,
  state: AttemptState,
  buyer: string,
): string | null => {
  const timer = pendingTimers(state.timers).find((t) => channel.isPatience(t.action, buyer));
  return timer ? simTimeOf(scenario.clock, state.clockStartedAt, timer.dueAt) : null;
};
