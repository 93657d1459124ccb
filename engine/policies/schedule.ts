/**
 * Policies: scripted actors (buyers, the platform) react to events after a sim delay. A
 * matching event schedules a timer; the real delay is the sim delay divided by the clock speed.
 */
import type { DomainEvent } from '../../schemas/events.ts';
import type { AnyTimerAction } from '../../schemas/policies.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { AttemptState } from '../attempt/state.ts';
import { matches } from '../scoring/match.ts';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '30m' → 1 800 000 ms of sim time. */
export const durationMs = (text: string): number => {
  const m = /^(\d+)([smhd])$/.exec(text);
  if (!m) throw new Error(`bad duration ${text}`);
  return Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS];
};

/** TimerScheduled events for the policies that the given events trigger. */
export const schedulePolicies = (
  scenario: Scenario,
  state: Pick<AttemptState, 'timers'>,
  events: readonly DomainEvent[],
  now: string,
): DomainEvent[] => {
  const policies = scenario.policies ?? [];
  if (policies.length === 0) return [];
  const out: DomainEvent[] = [];
  let n = state.timers.scheduled;
  for (const e of events) {
    for (const p of policies) {
      if (p.on.event !== e.type || !matches(e.data as Record<string, unknown>, p.on.match))
        continue;
      n += 1;
      const delay = Math.round(durationMs(p.after) / scenario.clock.speed);
      out.push({
        type: 'TimerScheduled',
        data: {
          timerId: `T${n}`,
          policy: p.id,
          dueAt: new Date(Date.parse(now) + delay).toISOString(),
          action: p.do,
        },
      });
    }
  }
  return out;
};

/**
 * A timer a module schedules itself (a scheduled mail, a buyer's reply or patience): due after a
 * sim delay, or at a real instant. Its id is given when the decision is stamped (numberTimers).
 */
export const timerAfter = (
  scenario: Scenario,
  now: string,
  simDelayMs: number,
  policy: string,
  action: AnyTimerAction,
): DomainEvent =>
  timerAt(
    new Date(Date.parse(now) + Math.round(simDelayMs / scenario.clock.speed)).toISOString(),
    policy,
    action,
  );

export const timerAt = (dueAt: string, policy: string, action: AnyTimerAction): DomainEvent => ({
  type: 'TimerScheduled',
  data: { timerId: '', policy, dueAt, action },
});

/** Numbers the timers a decision schedules after those already scheduled: T1, T2 … */
export const numberTimers = (events: readonly DomainEvent[], scheduled: number): DomainEvent[] => {
  let n = scheduled;
  return events.map((e) =>
    e.type === 'TimerScheduled' ? { ...e, data: { ...e.data, timerId: `T${(n += 1)}` } } : e,
  );
};
