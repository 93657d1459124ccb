/** Timers of the sim clock: policies schedule them, the server fires them when due. */
import { Type, type Static } from 'typebox';
import { PolicyAction } from './scenario.ts';
import type { PolicyAction as Action } from './modules.ts';

const closed = { additionalProperties: false } as const;

export const FireDueTimers = Type.Object({ type: Type.Literal('FireDueTimers') }, closed);
export type FireDueTimers = Static<typeof FireDueTimers>;

export const PolicyEventData = {
  TimerScheduled: Type.Object(
    {
      timerId: Type.String(),
      policy: Type.String(),
      /** Real instant when the timer is due (sim delay divided by the clock speed). */
      dueAt: Type.String({ format: 'date-time' }),
      action: PolicyAction,
    },
    closed,
  ),
  TimerFired: Type.Object({ timerId: Type.String(), policy: Type.String() }, closed),
} as const;

/** The action of a scheduled timer is typed by the modules' declarations. */
type DataOf<K extends keyof typeof PolicyEventData> = K extends 'TimerScheduled'
  ? Omit<Static<(typeof PolicyEventData)[K]>, 'action'> & { action: Action }
  : Static<(typeof PolicyEventData)[K]>;
export type PolicyEvent = {
  [K in keyof typeof PolicyEventData]: { type: K; data: DataOf<K> };
}[keyof typeof PolicyEventData];
