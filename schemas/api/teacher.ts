/**
 * /api/Teacher/*: what a teacher sees of their classes (an admin: of every class) — the classes
 * with completion and average per case, a class's students × cases matrix with rank, and one
 * attempt with its point-by-point analysis and the timeline of its events on the sim clock.
 */
import { Type, type Static } from 'typebox';
import { CaseType, LocalText } from '../common.ts';
import { ScoreBreakdown } from './practice.ts';

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
  teacher: Nullable(Type.String()),
  students: Type.Integer(),
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
  /** Average score of the submitted attempts (each student's latest), or null. */
  average: Nullable(Type.Number()),
});

export const TeacherClassesData = Type.Object({
  classes: Type.Array(Type.Object({ ...ClassInfo.properties, progress: Type.Array(CaseProgress) })),
  cases: Type.Array(CaseColumn),
});

export const ClassViewBody = Type.Object({ classId: Id }, closed);

/** A student's standing on one case: their latest submitted attempt, else the one in progress. */
export const ClassCell = Type.Object({
  attemptId: Type.String(),
  status: AttemptStatus,
  score: Nullable(Type.Number()),
  passed: Nullable(Type.Boolean()),
  startedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
});

export const ClassViewData = Type.Object({
  class: ClassInfo,
  cases: Type.Array(CaseColumn),
  students: Type.Array(
    Type.Object({
      id: Type.String(),
      username: Type.String(),
      name: Type.String(),
      /** Rank in the class by total score of submitted cases (1 = best; ties share), or null. */
      rank: Nullable(Type.Integer()),
      total: Type.Number(),
      submitted: Type.Integer(),
      cells: Type.Record(Type.String(), ClassCell),
    }),
  ),
});

export const TeacherAttemptBody = Type.Object({ attemptId: Id }, closed);

export const TimelineEntry = Type.Object({
  /** Position in the attempt's stream. */
  version: Type.Integer(),
  type: Type.String(),
  /** Sim time of the event (the case's clock). */
  at: Type.String(),
  actor: Type.Union([Type.Literal('student'), Type.Literal('system'), Type.Literal('teacher')]),
  data: Type.Unknown(),
});

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
  timeline: Type.Array(TimelineEntry),
});

export type TeacherClassesData = Static<typeof TeacherClassesData>;
export type ClassViewData = Static<typeof ClassViewData>;
export type ClassCell = Static<typeof ClassCell>;
export type TeacherAttemptData = Static<typeof TeacherAttemptData>;
export type TimelineEntry = Static<typeof TimelineEntry>;
export type CaseProgress = Static<typeof CaseProgress>;
