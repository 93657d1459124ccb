/**
 * Playing an attempt: a command against the state gives its events and the new state (decide, then
 * evolve), and the events that start an attempt.
 */
import type { DomainEvent } from '../schemas/events.ts';
import type { Scenario } from '../schemas/scenario.ts';
import { clockStarts, decide, type Command } from './attempt/decide.ts';
import { evolveAll } from './attempt/evolve.ts';
import { initialState, type AttemptState } from './attempt/state.ts';
import { isRejection, type Envelope, type Metadata, type Rejection } from './core/envelope.ts';
import { createRng } from './core/random.ts';
import { numberTimers, schedulePolicies } from './policies/schedule.ts';

export type Handled = { events: Envelope[]; state: AttemptState };

/**
 * One step of live play: decide the command on the current state, add the timers its events
 * trigger (policies), stamp the events with the metadata, fold them in. A rejection changes
 * nothing.
 */
/** Commands that leave the case clock standing: the clock itself, closing or grading the attempt. */
const CLOCKLESS = new Set<Command['type']>([
  'StartCaseClock',
  // Hints are read with the task, before the clock runs.
  'OpenHint',
  'SubmitAttempt',
  'ResetAttempt',
  'OverridePoint',
  'ReviewAttempt',
  'RequestPointReview',
  'ChangeCaseVersion',
  'FireDueTimers',
]);

const step = (
  scenario: Scenario,
  state: AttemptState,
  command: Command,
  metadata: Metadata,
): Handled | Rejection => {
  const rng = createRng((state.seed ^ Math.imul(state.version + 1, 0x9e3779b1)) >>> 0);
  const decision = decide(command, { scenario, state, now: metadata.now, rng });
  if (isRejection(decision)) return decision;
  const all = numberTimers(
    [...decision, ...schedulePolicies(scenario, state, decision, metadata.now)],
    state.timers.scheduled,
  );
  const events = all.map((e) => ({ ...e, metadata }) as Envelope);
  return { events, state: evolveAll(state, events) };
};

/**
 * One step of live play: decide the command on the current state, add the timers its events
 * trigger (policies), stamp the events with the metadata, fold them in. A rejection changes
 * nothing. A student who acts in the case before closing the task starts its clock by acting.
 */
export const handle = (
  scenario: Scenario,
  state: AttemptState,
  command: Command,
  metadata: Metadata,
): Handled | Rejection => {
  const waiting =
    state.status === 'inProgress' && state.clockStartedAt === null && !CLOCKLESS.has(command.type);
  if (!waiting) return step(scenario, state, command, metadata);
  const clock = step(scenario, state, { type: 'StartCaseClock' }, metadata);
  if (isRejection(clock)) return clock;
  const then = step(scenario, clock.state, command, metadata);
  if (isRejection(then)) return then;
  return { events: [...clock.events, ...then.events], state: then.state };
};

/**
 * The first events of an attempt: AttemptStarted, then — unless the clock waits for the task to
 * be closed — CaseClockStarted with what the modules start with (a mail due later, a buyer's
 * patience) and the timers it triggers.
 */
export const startEvents = (
  scenario: Scenario,
  start: {
    scenarioId: string;
    seed: number;
    mode: 'practice' | 'exam';
    clockStarts?: 'onTaskClosed';
    caseVersion?: string;
  },
  now: string,
): DomainEvent[] => {
  const started: DomainEvent = { type: 'AttemptStarted', data: start };
  if (start.clockStarts === 'onTaskClosed') return [started];
  const clock = clockStarts(scenario, now);
  return numberTimers(
    [started, ...clock, ...schedulePolicies(scenario, initialState(scenario), clock, now)],
    0,
  );
};
