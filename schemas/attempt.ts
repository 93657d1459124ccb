/** Attempt-level commands and events: start, client tracking points, submit, reset. */
import { Type, type Static } from 'typebox';
import { Page } from './common.ts';
import { FollowUpLogEventData, type FollowUpLogCommand } from './followUpLog.ts';

const closed = { additionalProperties: false } as const;
export const OVERRIDE_REASON_MAX = 500;
export const REVIEW_COMMENT_MAX = 1000;
/** A student's note asking for a point to be looked at again, and how many points may be asked. */
export const REVIEW_NOTE_MAX = 500;
export const REVIEW_REQUESTS_MAX = 5;
/** A case version's content hash (hex SHA-256; older stored versions have another hex hash). */
export const CaseVersionHash = Type.String({ pattern: '^[0-9a-f]{16,128}$' });
/** A teacher's rating of an attempt: 1 (poor) to 5 (excellent). */
export const Rating = Type.Integer({ minimum: 1, maximum: 5 });

export const AttemptEventData = {
  AttemptStarted: Type.Object(
    {
      scenarioId: Type.String(),
      seed: Type.Integer(),
      mode: Type.Union([Type.Literal('practice'), Type.Literal('exam')]),
      /**
       * onTaskClosed: the case clock waits for CaseClockStarted (the student closed the task the
       * first time). Absent: the clock started with the attempt (exam starts, older attempts).
       */
      clockStarts: Type.Optional(Type.Literal('onTaskClosed')),
      /** The content hash of the case version it is played on (absent in older logs). */
      caseVersion: Type.Optional(CaseVersionHash),
    },
    closed,
  ),
  /**
   * The attempt moved to another version of its case on purpose (cbsim regrade --to-version):
   * from here on it is replayed and scored on `to`, all its events included.
   */
  CaseVersionChanged: Type.Object({ from: CaseVersionHash, to: CaseVersionHash }, closed),
  /** The case clock started: sim time runs, the case's buyers, mails and deadlines start. */
  CaseClockStarted: Type.Object({}, closed),
  /** The student opened a hint of the case (in order), which costs its points. */
  HintOpened: Type.Object(
    { index: Type.Integer({ minimum: 0 }), cost: Type.Integer({ minimum: 0 }) },
    closed,
  ),
  ClientPointRecorded: Type.Object(
    {
      pointID: Type.Integer(),
      sourceID: Type.Integer(),
      page: Page,
      content: Type.String({ maxLength: 500 }),
    },
    closed,
  ),
  AttemptSubmitted: Type.Object(
    { reason: Type.Union([Type.Literal('student'), Type.Literal('timeUp')]) },
    closed,
  ),
  /**
   * A teacher set what a tracking point earns (null: back to what the events earn), with the
   * reason the student reads. Only on a submitted attempt; a regrade keeps it.
   */
  PointOverridden: Type.Object(
    {
      pointID: Type.Integer(),
      sourceID: Type.Union([Type.Integer(), Type.Null()]),
      earned: Type.Union([Type.Number(), Type.Null()]),
      reason: Type.String({ minLength: 1, maxLength: OVERRIDE_REASON_MAX }),
      /** The teacher's name as the student reads it. */
      by: Type.String({ maxLength: 100 }),
    },
    closed,
  ),
  /**
   * The student asked the teacher to look at a tracking point again (after submitting): once per
   * point; the teacher answers with a PointOverridden (a new score, or the same with a reason).
   */
  PointReviewRequested: Type.Object(
    {
      pointID: Type.Integer(),
      sourceID: Type.Union([Type.Integer(), Type.Null()]),
      note: Type.String({ minLength: 1, maxLength: REVIEW_NOTE_MAX }),
    },
    closed,
  ),
  /** A teacher rated the submitted attempt and commented on it (the latest stands). */
  AttemptReviewed: Type.Object(
    {
      rating: Rating,
      comment: Type.String({ maxLength: REVIEW_COMMENT_MAX }),
      by: Type.String({ maxLength: 100 }),
    },
    closed,
  ),
  /** The student started the case over: this attempt is closed, `next` carries on. */
  AttemptReset: Type.Object({ next: Type.String({ minLength: 1, maxLength: 64 }) }, closed),
  ...FollowUpLogEventData,
} as const;

type DataOf<K extends keyof typeof AttemptEventData> = Static<(typeof AttemptEventData)[K]>;
export type AttemptEvent = {
  [K in keyof typeof AttemptEventData]: { type: K; data: DataOf<K> };
}[keyof typeof AttemptEventData];

export const RecordClientPoint = Type.Object(
  {
    type: Type.Literal('RecordClientPoint'),
    pointID: Type.Integer({ minimum: 1 }),
    sourceID: Type.Integer({ minimum: -1 }),
    page: Page,
    content: Type.String({ maxLength: 500 }),
  },
  closed,
);
export const SubmitAttempt = Type.Object(
  {
    type: Type.Literal('SubmitAttempt'),
    reason: Type.Union([Type.Literal('student'), Type.Literal('timeUp')]),
  },
  closed,
);
/** Opens the case's next hint (practice only); opening an opened one again changes nothing. */
export const OpenHint = Type.Object(
  { type: Type.Literal('OpenHint'), index: Type.Integer({ minimum: 0, maximum: 19 }) },
  closed,
);
/** Starts the case clock (the student closed the task the first time); once only. */
export const StartCaseClock = Type.Object({ type: Type.Literal('StartCaseClock') }, closed);
/** Closes this attempt for a fresh one (`next`, created in the same transaction). */
export const ResetAttempt = Type.Object(
  { type: Type.Literal('ResetAttempt'), next: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);
/** A teacher's override of one tracking point (built by the server from the teacher's request). */
export const OverridePoint = Type.Object(
  {
    type: Type.Literal('OverridePoint'),
    pointID: Type.Integer({ minimum: 1 }),
    sourceID: Type.Union([Type.Integer({ minimum: -1 }), Type.Null()]),
    earned: Type.Union([Type.Number(), Type.Null()]),
    reason: Type.String({ maxLength: OVERRIDE_REASON_MAX }),
    by: Type.String({ maxLength: 100 }),
  },
  closed,
);
/** The student asks for a point of a submitted attempt to be looked at again. */
export const RequestPointReview = Type.Object(
  {
    type: Type.Literal('RequestPointReview'),
    pointID: Type.Integer({ minimum: 1 }),
    sourceID: Type.Union([Type.Integer({ minimum: -1 }), Type.Null()]),
    note: Type.String({ maxLength: REVIEW_NOTE_MAX }),
  },
  closed,
);
/** A teacher's rating and comment (built by the server from the teacher's request). */
export const ReviewAttempt = Type.Object(
  {
    type: Type.Literal('ReviewAttempt'),
    rating: Rating,
    comment: Type.String({ maxLength: REVIEW_COMMENT_MAX }),
    by: Type.String({ maxLength: 100 }),
  },
  closed,
);
/** Moves a submitted attempt to another case version (built by cbsim regrade --to-version). */
export const ChangeCaseVersion = Type.Object(
  { type: Type.Literal('ChangeCaseVersion'), from: CaseVersionHash, to: CaseVersionHash },
  closed,
);
export type ChangeCaseVersion = Static<typeof ChangeCaseVersion>;
export type ReviewAttempt = Static<typeof ReviewAttempt>;
export type RecordClientPoint = Static<typeof RecordClientPoint>;
export type OverridePoint = Static<typeof OverridePoint>;
export type RequestPointReview = Static<typeof RequestPointReview>;
export type SubmitAttempt = Static<typeof SubmitAttempt>;
export type ResetAttempt = Static<typeof ResetAttempt>;
export type StartCaseClock = Static<typeof StartCaseClock>;
export type OpenHint = Static<typeof OpenHint>;
export type AttemptCommand =
  | RecordClientPoint
  | SubmitAttempt
  | ResetAttempt
  | OverridePoint
  | ReviewAttempt
  | RequestPointReview
  | StartCaseClock
  | OpenHint
  | ChangeCaseVersion
  | FollowUpLogCommand;
/** What a teacher does to a submitted attempt. */
export type TeacherCommand = OverridePoint | ReviewAttempt;
/** What follows submission, by whom: the teacher grades, the student may ask for a review. */
export type GradingCommand = TeacherCommand | RequestPointReview;
