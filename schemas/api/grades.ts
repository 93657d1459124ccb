/**
 * Grades and attempt history: a class's grading method (which of a student's submitted attempts
 * count: the highest, the last or first submitted, their average), set by its teacher; every
 * attempt of a student at a case with what the grade counts, for the teacher
 * (/api/Teacher/StudentCaseAttempts) and for the student themself
 * (/api/PracticeTraining/CaseAttempts).
 */
import { Type, type Static } from 'typebox';
import { LocalText } from '../common.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const GradingMethod = Type.Union([
  Type.Literal('highest'),
  Type.Literal('last'),
  Type.Literal('first'),
  Type.Literal('average'),
]);

export const SetGradingMethodBody = Type.Object({ classId: Id, method: GradingMethod }, closed);
export const SetGradingMethodData = Type.Object({ gradingMethod: GradingMethod });

/** One attempt at a case: a reset one too, with the score it kept if it was submitted. */
export const AttemptRow = Type.Object({
  id: Type.String(),
  status: Type.Union([
    Type.Literal('inProgress'),
    Type.Literal('submitted'),
    Type.Literal('reset'),
  ]),
  score: Nullable(Type.Number()),
  passed: Nullable(Type.Boolean()),
  startedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
  /** Whether the grade counts this attempt (average: every submitted one). */
  counted: Type.Boolean(),
});

/** A student's attempts at one case, newest first, and the grade the class's method gives. */
export const AttemptHistoryData = Type.Object({
  caseId: Type.String(),
  title: LocalText,
  totalScore: Type.Number(),
  passScore: Type.Number(),
  gradingMethod: GradingMethod,
  grade: Nullable(Type.Object({ score: Type.Number(), passed: Type.Boolean() })),
  attempts: Type.Array(AttemptRow),
});

export const StudentCaseAttemptsBody = Type.Object({ studentId: Id, caseId: Id }, closed);
export const StudentCaseAttemptsData = Type.Object({
  student: Type.Object({ id: Type.String(), username: Type.String(), name: Type.String() }),
  ...AttemptHistoryData.properties,
});

export const CaseAttemptsBody = Type.Object({ caseID: Id }, closed);

export type GradingMethod = Static<typeof GradingMethod>;
export type AttemptRow = Static<typeof AttemptRow>;
export type AttemptHistoryData = Static<typeof AttemptHistoryData>;
export type StudentCaseAttemptsData = Static<typeof StudentCaseAttemptsData>;
