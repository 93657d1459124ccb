/** Replay: an attempt rebuilt from its event log, with its score. */
import type { ScoreBreakdown } from '../../schemas/api/practice.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { Envelope } from '../core/envelope.ts';
import { scoreAttempt } from '../scoring/score.ts';
import { evolveAll } from './evolve.ts';
import { initialState, type AttemptState } from './state.ts';

/** Rebuilds an attempt from its event log: the same state and score as live play. */
export const replay = (
  scenario: Scenario,
  events: readonly Envelope[],
): { state: AttemptState; breakdown: ScoreBreakdown } => {
  const state = evolveAll(initialState(scenario), events);
  return { state, breakdown: scoreAttempt(scenario, events, state) };
};
