/** Pending timers of an attempt (policies and module timers) and which is due next. */
import type { AnyTimerAction } from '../../schemas/policies.ts';

export type PendingTimer = {
  timerId: string;
  policy: string;
  dueAt: string;
  action: AnyTimerAction;
};
export type TimersState = { pending: Record<string, PendingTimer>; scheduled: number };

export const initialTimers = (): TimersState => ({ pending: {}, scheduled: 0 });

/** Pending timers, earliest first (ties by id): the order they fire in. */
export const pendingTimers = (state: TimersState): PendingTimer[] =>
  Object.values(state.pending).sort(
    (a, b) =>
      a.dueAt.localeCompare(b.dueAt) || a.timerId.localeCompare(b.timerId, 'en', { numeric: true }),
  );

/** The earliest due instant of a pending timer, or null. */
export const nextDue = (state: TimersState): string | null =>
  pendingTimers(state)[0]?.dueAt ?? null;
