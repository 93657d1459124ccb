/**
 * The attempt state: every module's slice plus the attempt's own fields (status, points,
 * overrides, reviews, hints), and its init.
 */
import type { Scenario } from '../../schemas/scenario.ts';
import { MODULE_KEYS, moduleOf, type ModuleStates } from '../modules.ts';
import { initialTimers, type TimersState } from '../policies/state.ts';
import { initialFollowUpLog, type FollowUpLogState } from './followUpLog.ts';

export type ClientPoint = { pointID: number; sourceID: number; page: string; content: string };
/** A teacher's override of a tracking point: what it earns, why, by whom, when (real time). */
export type PointOverride = { earned: number; reason: string; by: string; at: string };
/** A student's request to look at a point again, and the teacher's answer once given. */
export type ReviewRequest = {
  note: string;
  at: string;
  answer: { reason: string; by: string; at: string } | null;
};
/** The key of a tracking point: its id and source (client points have one per source). */
export const pointKey = (pointID: number, sourceID: number | null) =>
  `${pointID}:${sourceID ?? ''}`;

/** The whole state of one attempt: its own status, its timers, and one slice per module. */
export type AttemptState = ModuleStates & {
  /** Only 'inProgress' accepts commands; 'submitted' and 'reset' are read-only (decide.ts). */
  status: 'notStarted' | 'inProgress' | 'submitted' | 'reset';
  mode: 'practice' | 'exam';
  seed: number;
  /** Real instant the attempt started. */
  startedAt: string | null;
  /**
   * Real instant the case clock started (sim time runs from here): when the student first closed
   * the task (CaseClockStarted), or at the start for attempts whose clock does not wait. Null
   * until then: sim time stands at the case's start and no timer is scheduled.
   */
  clockStartedAt: string | null;
  submittedAt: string | null;
  clientPoints: ClientPoint[];
  /** Hints the student opened (index and cost), in the order opened. */
  hints: { index: number; cost: number }[];
  /** The teacher's rating and comment (the latest), with when (real time). */
  review: { rating: number; comment: string; by: string; at: string } | null;
  /** Teachers' overrides by point key (pointKey). */
  overrides: Record<string, PointOverride>;
  /** Students' review requests by point key (pointKey). */
  reviewRequests: Record<string, ReviewRequest>;
  /** The toolbox's follow-up log: the student's notes of what was promised to whom. */
  followUpLog: FollowUpLogState;
  /** Pending policy timers (scripted actors' next moves on the sim clock). */
  timers: TimersState;
  /** The hash of the case version it is played on (null in logs older than versions). */
  caseVersion: string | null;
  /** Number of events folded in: the stream version this state reflects. */
  version: number;
};

export const initialState = (scenario: Scenario): AttemptState => {
  const slices = Object.fromEntries(
    MODULE_KEYS.map((k) => [k, moduleOf(k).init(scenario)]),
  ) as ModuleStates;
  return {
    ...slices,
    status: 'notStarted',
    mode: 'practice',
    seed: 0,
    startedAt: null,
    clockStartedAt: null,
    submittedAt: null,
    clientPoints: [],
    hints: [],
    overrides: {},
    reviewRequests: {},
    review: null,
    followUpLog: initialFollowUpLog(),
    timers: initialTimers(),
    caseVersion: null,
    version: 0,
  };
};
