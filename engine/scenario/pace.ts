/**
 * Whether a first-time reader can win the case: after the clock starts (the task has been read),
 * the first deadline or buyer's chase must leave at least MIN_FIRST_DEADLINE_SECONDS of real time.
 * Found by playing the case with no student act and firing its timers as they fall due.
 */
import type { Scenario } from '../../schemas/scenario.ts';
import { evolveAll } from '../attempt/evolve.ts';
import { initialState } from '../attempt/state.ts';
import type { Envelope, Metadata } from '../core/envelope.ts';
import { isRejection } from '../core/envelope.ts';
import { DEADLINE_ACTIONS } from '../modules.ts';
import { handle, startEvents } from '../play.ts';
import { pendingTimers } from '../policies/state.ts';

/** Three real minutes: time to find the facts in the modules and act, at a reading pace. */
export const MIN_FIRST_DEADLINE_SECONDS = 180;

export type FirstDeadline = {
  /** The timer action (e.g. disputeDeadline, buyerLosesPatience) and its policy (whose). */
  action: string;
  policy: string;
  /** Real seconds after the clock starts, and sim minutes. */
  seconds: number;
  simMinutes: number;
};

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const SYSTEM = { kind: 'system', id: 'clock' } as const;

/** The first deadline or chase within `horizonSeconds` of the clock's start, if one fires. */
export const firstDeadline = (
  scenario: Scenario,
  horizonSeconds = MIN_FIRST_DEADLINE_SECONDS,
): FirstDeadline | null => {
  const now = new Date(T0).toISOString();
  const meta: Metadata = { now, actor: SYSTEM };
  const first = startEvents(scenario, { scenarioId: scenario.id, seed: 1, mode: 'practice' }, now);
  let state = evolveAll(
    initialState(scenario),
    first.map((e) => ({ ...e, metadata: meta }) as Envelope),
  );
  const end = T0 + horizonSeconds * 1000;
  for (let guard = 0; guard < 10_000; guard += 1) {
    const due = pendingTimers(state.timers)[0];
    if (!due || Date.parse(due.dueAt) >= end) return null;
    const action = Object.keys(due.action).find((a) => DEADLINE_ACTIONS.has(a));
    if (action) {
      const seconds = Math.max(0, (Date.parse(due.dueAt) - T0) / 1000);
      return {
        action,
        policy: due.policy,
        seconds: Math.round(seconds),
        simMinutes: Math.round((seconds * scenario.clock.speed) / 60),
      };
    }
    const r = handle(scenario, state, { type: 'FireDueTimers' }, { now: due.dueAt, actor: SYSTEM });
    if (isRejection(r) || r.events.length === 0) return null;
    state = r.state;
  }
  return null;
};
