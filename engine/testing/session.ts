/**
 * A case played through the engine as a student would: commands a couple of real seconds apart,
 * timers fired the way the server fires them (FireDueTimers by the system clock once real time
 * has passed), and a score that must equal a replay of the event log.
 */
import { expect } from 'vitest';
import type { PointResult, ScoreBreakdown } from '../../schemas/api/practice.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { evolveAll } from '../attempt/evolve.ts';
import type { Command } from '../attempt/decide.ts';
import { replay } from '../attempt/replay.ts';
import { initialState, type AttemptState } from '../attempt/state.ts';
import { isRejection, type Actor, type Envelope, type Rejection } from '../core/envelope.ts';
import { handle, startEvents } from '../play.ts';
import { nextDue } from '../policies/state.ts';
import { scoreAttempt } from '../scoring/score.ts';

const T0 = '2026-01-05T01:00:00.000Z';
const STUDENT: Actor = { kind: 'student', id: 'u' };
const CLOCK: Actor = { kind: 'system', id: 'clock' };
/** Real seconds between two student commands. */
const STEP_MS = 2_000;

/** One attempt in play: the state, the event log and a real-time clock. */
export class Session {
  readonly scenario: Scenario;
  state: AttemptState;
  readonly events: Envelope[] = [];
  private ms = Date.parse(T0);

  constructor(scenario: Scenario) {
    this.scenario = scenario;
    const now = this.now();
    const first = startEvents(
      scenario,
      { scenarioId: scenario.id, seed: 1, mode: 'practice' },
      now,
    ).map((e) => ({ ...e, metadata: { now, actor: STUDENT } }) as Envelope);
    this.state = evolveAll(initialState(scenario), first);
    this.events.push(...first);
  }

  now(): string {
    return new Date(this.ms).toISOString();
  }

  /** Lets sim minutes pass (real time = sim time / clock speed) and fires what fell due. */
  wait(simMinutes: number): Envelope[] {
    this.ms += (simMinutes * 60_000) / this.scenario.clock.speed;
    return this.fireDue();
  }

  /**
   * FireDueTimers until nothing is due, as the server does before it touches an attempt: each
   * timer fires stamped with its due instant.
   */
  fireDue(): Envelope[] {
    const fired: Envelope[] = [];
    for (;;) {
      const due = nextDue(this.state.timers);
      if (!due || due > this.now()) return fired;
      const r = handle(
        this.scenario,
        this.state,
        { type: 'FireDueTimers' },
        { now: due, actor: CLOCK },
      );
      if (isRejection(r)) throw new Error(`FireDueTimers refused: ${JSON.stringify(r)}`);
      if (r.events.length === 0) return fired;
      fired.push(...r.events);
      this.events.push(...r.events);
      this.state = r.state;
    }
  }

  /** A student command a couple of seconds after the last one; it must be accepted. */
  do(cmd: Command): Envelope[] {
    this.ms += STEP_MS;
    this.fireDue();
    const r = handle(this.scenario, this.state, cmd, this.meta(STUDENT));
    if (isRejection(r)) throw new Error(`${cmd.type} refused: ${JSON.stringify(r)}`);
    this.events.push(...r.events);
    this.state = r.state;
    return r.events;
  }

  /** A student command the engine must refuse; nothing is written. */
  refused(cmd: Command): Rejection {
    const before = this.state;
    const r = handle(this.scenario, this.state, cmd, this.meta(STUDENT));
    if (!isRejection(r)) throw new Error(`${cmd.type} was accepted: ${JSON.stringify(r.events)}`);
    expect(this.state).toBe(before);
    return r;
  }

  /** The live score, checked against a replay of the event log. */
  score(): ScoreBreakdown {
    const live = scoreAttempt(this.scenario, this.events, this.state);
    const replayed = replay(this.scenario, this.events);
    expect(replayed.breakdown).toEqual(live);
    expect(replayed.state).toEqual(this.state);
    return replayed.breakdown;
  }

  private meta(actor: Actor) {
    return { now: this.now(), actor };
  }
}

/** What each tracking point earned, by point id. */
export const earned = (b: ScoreBreakdown) =>
  Object.fromEntries(b.points.map((p) => [p.pointID, p.earned]));
export const types = (events: readonly Envelope[]) => events.map((e) => e.type);
export const dataOf = (events: readonly Envelope[], type: string) =>
  events.find((e) => e.type === type)?.data as Record<string, unknown> | undefined;

/** One tracking point as a fresh session of the case scores it after `act`. */
export const pointAfter = (scenario: Scenario, id: number, act: (p: Session) => void) => {
  const p = new Session(scenario);
  act(p);
  return p.score().points.find((x) => x.pointID === id);
};

/** The kinds of the rubric checks a point failed. */
export const failedChecks = (point: PointResult | undefined) =>
  point?.checks.filter((c) => !c.ok).map((c) => c.kind);
