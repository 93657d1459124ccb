/** Timers of the sim clock: policies schedule them, the server fires them when due. */
import { Type, type Static } from 'typebox';
import { PolicyAction } from './scenario.ts';

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

type DataOf<K extends keyof typeof PolicyEventData> = Static<(typeof PolicyEventData)[K]>;
export type PolicyEvent = {
  [K in keyof typeof PolicyEventData]: { type: K; data: DataOf<K> };
}[keyof typeof PolicyEventData];
