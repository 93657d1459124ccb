/** The context of a decision (the scenario, the state, the instant, a seeded rng). */
import type { Scenario } from '../../schemas/scenario.ts';
import type { Rng } from '../core/random.ts';
import type { AttemptState } from './state.ts';

/** What a decision may look at: the scenario, the current state, the instant and a seeded rng. */
export type DecideContext = {
  scenario: Scenario;
  state: AttemptState;
  now: string;
  rng: Rng;
};
