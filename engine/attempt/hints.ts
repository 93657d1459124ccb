/**
 * Hints: a case may list hints, in order, each with a cost in points. The student opens them one
 * after another (practice only; an exam shows none); each opened hint costs its points once.
 */
import type { OpenHint } from '../../schemas/attempt.ts';
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
