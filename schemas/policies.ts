/** Timers of the sim clock: policies schedule them, the server fires them when due. */
import { Type, type Static } from 'typebox';
import { POLICY_ACTIONS, TIMER_ACTIONS, type PolicyAction, type TimerAction } from './modules.ts';

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
      /** A scenario policy's action, or a module's own timer action. */
      action: Type.Union([...POLICY_ACTIONS, ...TIMER_ACTIONS]),
    },
    closed,
  ),
  TimerFired: Type.Object({ timerId: Type.String(), policy: Type.String() }, closed),
  /** A pending timer that no longer applies (a buyer moved on before their patience ran out). */
  TimerCancelled: Type.Object({ timerId: Type.String(), policy: Type.String() }, closed),
} as const;

/** What a timer does when it fires. */
export type AnyTimerAction = PolicyAction | TimerAction;

/** The action of a scheduled timer is typed by the modules' declarations. */
type DataOf<K extends keyof typeof PolicyEventData> = K extends 'TimerScheduled'
  ? Omit<Static<(typeof PolicyEventData)[K]>, 'action'> & { action: AnyTimerAction }
  : Static<(typeof PolicyEventData)[K]>;
export type PolicyEvent = {
  [K in keyof typeof PolicyEventData]: { type: K; data: DataOf<K> };
}[keyof typeof PolicyEventData];
