import type { DomainEvent } from '../schemas/events.ts';
import type { Scenario } from '../schemas/scenario.ts';
import { decide, type Command } from './attempt/decide.ts';
import { evolveAll } from './attempt/evolve.ts';
import { initialState, type AttemptState } from './attempt/state.ts';
import { isRejection, type Envelope, type Metadata, type Rejection } from './core/envelope.ts';
import { createRng } from './core/random.ts';
import { MODULE_KEYS, moduleOf } from './modules.ts';
import { numberTimers, schedulePolicies } from './policies/schedule.ts';

export type Handled = { events: Envelope[]; state: AttemptState };

/**
 * One step of live play: decide the command on the current state, add the timers its events
 * trigger (policies), stamp the events with the metadata, fold them in. A rejection changes
 * nothing.
 */
export const handle = (
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

/** The first events of an attempt: AttemptStarted, what the modules start with (a mail due later, a buyer's patience), and the timers it triggers. */
export const startEvents = (
  scenario: Scenario,
  start: { scenarioId: string; seed: number; mode: 'practice' | 'exam' },
  now: string,
): DomainEvent[] => {
  const started: DomainEvent = { type: 'AttemptStarted', data: start };
  const fromModules = MODULE_KEYS.flatMap((k) => moduleOf(k).start?.(scenario, now) ?? []);
  return numberTimers(
    [
      started,
      ...fromModules,
      ...schedulePolicies(scenario, initialState(scenario), [started], now),
    ],
    0,
  );
};
