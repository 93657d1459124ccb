/** Folds timer events (scheduled, fired, cancelled) into the pending timers. */
import type { Envelope } from '../core/envelope.ts';
import type { TimersState } from './state.ts';

export const evolveTimers = (draft: TimersState, event: Envelope): void => {
  switch (event.type) {
    case 'TimerScheduled':
      draft.pending[event.data.timerId] = { ...event.data };
      draft.scheduled += 1;
      return;
    case 'TimerFired':
    case 'TimerCancelled':
      delete draft.pending[event.data.timerId];
      return;
    default:
      return;
  }
};
