/**
 * Hints: a case may list hints, in order, each with a cost in points. The student opens them one
 * after another (practice only; an exam shows none); each opened hint costs its points once.
 */
import type { HintsData } from '../../schemas/api/hints.ts';
import type { OpenHint } from '../../schemas/attempt.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { reject, type Decision } from '../core/envelope.ts';
import type { DecideContext } from './context.ts';
import type { AttemptState } from './state.ts';

export const decideHint = (cmd: OpenHint, ctx: DecideContext): Decision => {
  if (ctx.state.mode === 'exam') return reject('attempt.error.noHintsInExam');
  const hints = ctx.scenario.hints ?? [];
  const hint = hints[cmd.index];
  if (!hint) return reject('attempt.error.unknownHint', { index: cmd.index + 1 });
  if (ctx.state.hints.some((h) => h.index === cmd.index)) return [];
  const next = ctx.state.hints.length;
  if (cmd.index !== next) return reject('attempt.error.hintOrder', { index: next + 1 });
  return [{ type: 'HintOpened', data: { index: cmd.index, cost: hint.cost } }];
};

/** Points the opened hints cost. */
export const hintCost = (state: Pick<AttemptState, 'hints'>) =>
  state.hints.reduce((n, h) => n + h.cost, 0);

/** The hints as the student sees them: none in an exam; a hint's text only once it is opened. */
export const hintsView = (
  scenario: Pick<Scenario, 'hints'>,
  state: Pick<AttemptState, 'mode' | 'hints'>,
): HintsData => ({
  list:
    state.mode === 'exam'
      ? []
      : (scenario.hints ?? []).map((h, index) => {
          const opened = state.hints.some((x) => x.index === index);
          return { index, cost: h.cost, opened, text: opened ? h.text : null };
        }),
  spent: hintCost(state),
});
