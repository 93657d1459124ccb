/** Test helpers: load the shipped scenarios and play commands given/when/then style. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { evolveAll } from '../attempt/evolve.ts';
import { decide, type Command } from '../attempt/decide.ts';
import { initialState, type AttemptState } from '../attempt/state.ts';
import { isRejection, type Envelope, type Metadata } from '../core/envelope.ts';
import { createRng } from '../core/random.ts';
import { parseScenario } from '../scenario/parse.ts';

export const loadCase = (id: string): Scenario => {
  const path = fileURLToPath(new URL(`../../scenarios/cases/${id}.yaml`, import.meta.url));
  const r = parseScenario(readFileSync(path, 'utf8'));
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.errors)}`);
  return r.scenario;
};

export const META: Metadata = {
  now: '2026-03-02T01:00:00.000Z',
  actor: { kind: 'student', id: 'u1' },
};
export const started: DomainEvent = {
  type: 'AttemptStarted',
  data: { scenarioId: 'x', seed: 7, mode: 'practice' },
};
export const stamp = (events: DomainEvent[], metadata: Metadata = META): Envelope[] =>
  events.map((e) => ({ ...e, metadata }) as Envelope);

export const stateOf = (scenario: Scenario, past: DomainEvent[]): AttemptState =>
  evolveAll(initialState(scenario), stamp([started, ...past]));

export const given = (scenario: Scenario, past: DomainEvent[] = []) => {
  const state = stateOf(scenario, past);
  const run = (cmd: Command) => decide(cmd, { scenario, state, now: META.now, rng: createRng(1) });
  return {
    state,
    when: (cmd: Command) => ({
      then: (expected: DomainEvent[]) => {
        const d = run(cmd);
        // A refusal shows up in the diff with its message key.
        expect(d).toEqual(expected);
      },
      /** The decided events (the test fails on a rejection). */
      events: (): DomainEvent[] => {
        const d = run(cmd);
        if (isRejection(d))
          throw new Error(`rejected: ${d.messageKey} ${JSON.stringify(d.params)}`);
        return d;
      },
      rejects: (messageKey: string, params?: Record<string, string | number>) => {
        const d = run(cmd);
        expect(isRejection(d)).toBe(true);
        if (isRejection(d)) {
          expect(d.messageKey).toBe(messageKey);
          if (params) expect(d.params).toEqual(params);
        }
      },
    }),
  };
};
