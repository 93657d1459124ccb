/**
 * /api/Teacher/*: what a teacher sees of their classes (an admin: of every class) — the classes
 * with completion and average per case and the students needing attention, a class's students ×
 * cases matrix with rank (grades by the class's grading method, grades.ts), and one
 * attempt with its point-by-point analysis and the timeline of its events on the sim clock.
 */
import { Type, type Static } from 'typebox';
import { CaseType, LocalText, Page } from '../common.ts';
import { OVERRIDE_REASON_MAX, Rating, REVIEW_COMMENT_MAX } from '../attempt.ts';
import { StaffEntry, StaffRole } from './classStaff.ts';
import { GradingMethod } from './grades.ts';
import { AttemptReview, ScoreBreakdown } from './practice.ts';
import { TimelineEntry } from './timeline.ts';

export { TimelineEntry };

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

const AttemptStatus = Type.Union([
  Type.Literal('inProgress'),
  Type.Literal('submitted'),
  Type.Literal('reset'),
]);

export const ClassInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  school: Type.String(),
  /** Its teachers' names, comma-separated, or null when it has none. */
  teacher: Nullable(Type.String()),
  /** Its teachers and assistants, and the reader's role in it (an admin: teacher). */
  staff: Type.Array(StaffEntry),
  role: StaffRole,
  students: Type.Integer(),
  /** Which of a student's submitted attempts at a case the grades count (grades.ts). */
  gradingMethod: GradingMethod,
});

export const CaseColumn = Type.Object({
  id: Type.String(),
  title: LocalText,
  caseType: CaseType,
  totalScore: Type.Number(),
  passScore: Type.Number(),
});

/** How a class does on one case: students who started it, submitted it, passed it; average. */
export const CaseProgress = Type.Object({
  caseId: Type.String(),
  started: Type.Integer(),
  submitted: Type.Integer(),
  passed: Type.Integer(),
  /** Average of the students' grades (by the class's grading method), or null. */
  average: Nullable(Type.Number()),
});

/** Where a student stands over the class's cases, by the class's grading method. */
export const StudentStanding = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  /** Average of their grades over the cases they submitted, or null. */
  average: Nullable(Type.Number()),
  /** Cases graded and passed, graded and failed, in progress only, never started. */
  passed: Type.Integer(),
  failed: Type.Integer(),
  inProgress: Type.Integer(),
  notStarted: Type.Integer(),
  /** The latest start or submission of any of their attempts, or null. */
  lastActivity: Nullable(Type.String()),
});

export const TeacherClassesData = Type.Object({
  classes: Type.Array(
    Type.Object({
      ...ClassInfo.properties,
      progress: Type.Array(CaseProgress),
      /** Students with a failed or unstarted case. */
      behind: Type.Integer(),
      /**
       * The students needing attention first (most cases failed, then not started, then inactive
       * longest), at most ATTENTION_MAX.
       */
      attention: Type.Array(StudentStanding),
    }),
  ),
  cases: Type.Array(CaseColumn),
});
export const ATTENTION_MAX = 5;

export const ClassViewBody = Type.Object({ classId: Id }, closed);

/**
 * A student's grade on one case by the class's grading method: the attempt it stands for (once
 * submitted), else the one in progress; with how many attempts there were.
 */
export const ClassCell = Type.Object({
  attemptId: Type.String(),
  status: AttemptStatus,
  score: Nullable(Type.Number()),
  passed: Nullable(Type.Boolean()),
  startedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
  /** Attempts at the case, reset ones included, and how many were submitted. */
  attempts: Type.Integer(),
  submittedAttempts: Type.Integer(),
});

export const ClassViewData = Type.Object({
  class: ClassInfo,
  cases: Type.Array(CaseColumn),
  students: Type.Array(
    Type.Object({
      ...StudentStanding.properties,
      /** Rank in the class by average grade (1 = best; ties share), or null. */
      rank: Nullable(Type.Integer()),
      /** Sum of the grades, and the cases graded. */
      total: Type.Number(),
      submitted: Type.Integer(),
      cells: Type.Record(Type.String(), ClassCell),
    }),
  ),
});

export const TeacherAttemptBody = Type.Object({ attemptId: Id }, closed);

export const TeacherAttemptData = Type.Object({
  student: Type.Object({
    id: Type.String(),
    username: Type.String(),
    name: Type.String(),
    classId: Nullable(Type.String()),
    className: Nullable(Type.String()),
  }),
  attempt: Type.Object({
    id: Type.String(),
    caseId: Type.String(),
    title: LocalText,
    status: AttemptStatus,
    score: Nullable(Type.Number()),
    passed: Nullable(Type.Boolean()),
    startedAt: Type.String(),
    submittedAt: Nullable(Type.String()),
    utcOffset: Type.Integer(),
  }),
  /** The score as it stands (final once submitted), point by point with its evidence. */
  breakdown: ScoreBreakdown,
  /** The teacher's rating and comment, once given. */
  review: Nullable(AttemptReview),
  timeline: Type.Array(TimelineEntry),
  /** The reader's role in the student's class: an assistant may not adjust scores or rate. */
  role: StaffRole,
});

/** One step of an attempt: the module tables after event `version` (0: as the case starts). */
export const AttemptStepBody = Type.Object(
  { attemptId: Id, version: Type.Integer({ minimum: 0, maximum: 1_000_000 }) },
  closed,
);
export const SnapshotTable = Type.Object({
  module: Type.String(),
  entity: Type.String(),
  fields: Type.Array(Type.String()),
  rows: Type.Array(
    Type.Object({
      key: Type.String(),
      values: Type.Record(Type.String(), Type.Unknown()),
      change: Type.Union([Type.Literal('added'), Type.Literal('changed'), Type.Null()]),
    }),
  ),
  removed: Type.Array(Type.String()),
});
export const AttemptStepData = Type.Object({
  /** The step shown (clamped to the stream) and how many events the attempt has. */
  version: Type.Integer(),
  total: Type.Integer(),
  /** The event of this step; null at step 0. */
  event: Type.Union([TimelineEntry, Type.Null()]),
  tables: Type.Array(SnapshotTable),
  /** Buyers, stores and counterparties by name (ids in the tables: order buyers, row keys). */
  names: Type.Record(Type.String(), Type.Union([Type.String(), LocalText])),
});

export const CaseAnalyticsBody = Type.Object({ classId: Id, caseId: Id }, closed);

/**
 * How a class does on one case, point by point (which decisions the class gets wrong): of the
 * students graded on it (the attempt their grade stands for; average: the last submitted), how
 * many earned each tracking point in full (a penalty: triggered it) or in part, and who did not.
 * Points in the order of the case's scoring rules.
 */
export const CaseAnalyticsData = Type.Object({
  case: CaseColumn,
  /** Students of the class. */
  students: Type.Integer(),
  /** Students with a grade on the case (a submitted attempt, by the class's grading method). */
  submitted: Type.Integer(),
  /** Average score of those attempts, or null when none. */
  average: Nullable(Type.Number()),
  points: Type.Array(
    Type.Object({
      pointID: Type.Integer(),
      /** The rule's content. */
      content: LocalText,
      page: Page,
      /** The point's value; negative = a penalty. */
      score: Type.Number(),
      /** Students who earned it in full (a penalty: who triggered it). */
      hit: Type.Integer(),
      /** Students who earned part of it (a rubric met in part). */
      partial: Type.Integer(),
      /** hit / submitted (0..1); 0 when nobody submitted. */
      share: Type.Number({ minimum: 0, maximum: 1 }),
      /** Students who did not earn it in full (a penalty: who triggered it), with the attempt. */
      missed: Type.Array(
        Type.Object({
          studentId: Type.String(),
          username: Type.String(),
          name: Type.String(),
          attemptId: Type.String(),
          earned: Type.Number(),
        }),
      ),
    }),
  ),
});

/** A teacher sets what a point earns on a submitted attempt (null: back to the events' score). */
export const OverrideBody = Type.Object(
  {
    attemptId: Id,
    pointID: Type.Integer({ minimum: 1 }),
    sourceID: Nullable(Type.Integer({ minimum: -1 })),
    earned: Nullable(Type.Number({ minimum: -1000, maximum: 1000 })),
    reason: Type.String({ minLength: 1, maxLength: OVERRIDE_REASON_MAX }),
  },
  closed,
);

/** A teacher rates a submitted attempt (1–5) and comments on it; the student reads both. */
export const ReviewBody = Type.Object(
  { attemptId: Id, rating: Rating, comment: Type.String({ maxLength: REVIEW_COMMENT_MAX }) },
  closed,
);

export type TeacherClassesData = Static<typeof TeacherClassesData>;
export type ReviewBodyData = Static<typeof ReviewBody>;
export type OverrideBodyData = Static<typeof OverrideBody>;
export type ClassViewData = Static<typeof ClassViewData>;
export type ClassCell = Static<typeof ClassCell>;
export type TeacherAttemptData = Static<typeof TeacherAttemptData>;
export type AttemptStepData = Static<typeof AttemptStepData>;
export type SnapshotTable = Static<typeof SnapshotTable>;
export type CaseProgress = Static<typeof CaseProgress>;
export type StudentStanding = Static<typeof StudentStanding>;
export type CaseAnalyticsBody = Static<typeof CaseAnalyticsBody>;
export type CaseAnalyticsData = Static<typeof CaseAnalyticsData>;
