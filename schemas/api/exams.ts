/**
 * Theory exam calls (issue 25; spec section 7 Examination/*): the student's list, start, the paper
 * with its deadline, the server's time, one answer save (with its per-question sequence number),
 * submit, results and details per the review policy, a reset where attempts are left; the
 * teacher's create, accommodations, results and release (/api/Teacher/Exam*).
 */
import { Type, type Static } from 'typebox';
import { DrawRule } from '../theory/paper.ts';
import { ItemAnalysis, ItemAnswer, ItemView } from '../theory/view.ts';
import { QuestionId } from '../questions.ts';
import { ExamAccommodation, ExamReviewLevel, ExamSettings } from '../exams.ts';

const closed = { additionalProperties: false } as const;
const Bi = Type.Object(
  {
    zh: Type.String({ minLength: 1, maxLength: 200 }),
    en: Type.String({ minLength: 1, maxLength: 200 }),
  },
  closed,
);
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);
const Instant = Type.Integer({ minimum: 0 });

export const ExamStatus = Type.Union([
  Type.Literal('notStarted'),
  Type.Literal('inProgress'),
  Type.Literal('submitted'),
  Type.Literal('autoSubmitted'),
  Type.Literal('graded'),
  Type.Literal('released'),
]);
/** How a student's time reads: the deadline, and the extra minutes it includes. */
const Accommodated = {
  accommodation: Nullable(ExamAccommodation),
  extraMinutes: Type.Integer(),
  opensAt: Instant,
  closesAt: Instant,
};

export const ExamBody = Type.Object({ e_id: Id }, closed);
export const AttemptBody = Type.Object({ e_id: Id, p_id: Id }, closed);

export const ExamListData = Type.Object({
  exams: Type.Array(
    Type.Object({
      e_id: Type.String(),
      title: Bi,
      ...Accommodated,
      limitMinutes: Type.Integer(),
      passScore: Type.Integer(),
      questions: Type.Integer(),
      attemptsAllowed: Type.Integer(),
      /** The current attempt (the latest). */
      p_id: Type.String(),
      ordinal: Type.Integer(),
      status: ExamStatus,
      deadline: Nullable(Instant),
      /** Null until results are released (or the review policy opens). */
      score: Nullable(Type.Number()),
      passed: Nullable(Type.Boolean()),
      canReset: Type.Boolean(),
    }),
  ),
});
export type ExamListData = Static<typeof ExamListData>;

export const StartData = Type.Object({ p_id: Type.String(), deadline: Instant });

export const ExamPaperData = Type.Object({
  e_id: Type.String(),
  p_id: Type.String(),
  title: Bi,
  status: ExamStatus,
  startedAt: Nullable(Instant),
  /** The server's deadline for this attempt (accommodation included): e_EndTime. */
  deadline: Nullable(Instant),
  extraMinutes: Type.Integer(),
  /** e_Whenlong: the personal limit in minutes. */
  limitMinutes: Type.Integer(),
  items: Type.Array(
    Type.Object({
      position: Type.Integer(),
      view: ItemView,
      answer: Nullable(ItemAnswer),
      seq: Type.Integer(),
    }),
  ),
});
export type ExamPaperData = Static<typeof ExamPaperData>;

export const ServiceTimeData = Type.Object({ now: Instant, iso: Type.String() });

/** AddExaminationDetails: one answer. Client scores (ED_Goal) are not part of it. */
export const SaveAnswerBody = Type.Object(
  {
    e_id: Id,
    p_id: Id,
    position: Type.Integer({ minimum: 0, maximum: 1000 }),
    seq: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    answer: ItemAnswer,
  },
  closed,
);
export const SaveAnswerData = Type.Object({
  position: Type.Integer(),
  seq: Type.Integer(),
  savedAt: Instant,
});

export const SubmitData = Type.Object({ submittedAt: Instant });

export const ResultsData = Type.Object({
  results: Type.Array(
    Type.Object({
      e_id: Type.String(),
      p_id: Type.String(),
      title: Bi,
      ordinal: Type.Integer(),
      status: ExamStatus,
      submitKind: Nullable(Type.Union([Type.Literal('submitted'), Type.Literal('autoSubmitted')])),
      submittedAt: Nullable(Instant),
      score: Nullable(Type.Number()),
      passed: Nullable(Type.Boolean()),
      review: Nullable(ExamReviewLevel),
    }),
  ),
});

export const DetailsData = Type.Object({
  review: ExamReviewLevel,
  score: Type.Number(),
  passed: Type.Boolean(),
  items: Type.Array(
    Type.Object({
      position: Type.Integer(),
      view: Type.Optional(ItemView),
      answer: Type.Optional(Nullable(ItemAnswer)),
      right: Type.Boolean(),
      analysis: Type.Optional(ItemAnalysis),
    }),
  ),
});

export const ExamPaperSpec = Type.Union([
  Type.Object(
    { fixed: Type.Array(QuestionId, { minItems: 1, maxItems: 100, uniqueItems: true }) },
    closed,
  ),
  Type.Object({ draw: Type.Array(DrawRule, { minItems: 1, maxItems: 10 }) }, closed),
]);
export const CreateExamBody = Type.Object(
  {
    title: Bi,
    classIds: Type.Array(Id, { minItems: 1, maxItems: 20, uniqueItems: true }),
    paper: ExamPaperSpec,
    settings: ExamSettings,
  },
  closed,
);
export const CreateExamData = Type.Object({ e_id: Type.String(), papers: Type.Integer() });

export const AccommodationBody = Type.Object(
  { e_id: Id, userId: Id, accommodation: Nullable(ExamAccommodation) },
  closed,
);

export const TeacherExamsData = Type.Object({
  exams: Type.Array(
    Type.Object({
      e_id: Type.String(),
      title: Bi,
      classIds: Type.Array(Type.String()),
      settings: ExamSettings,
      releasedAt: Nullable(Instant),
      students: Type.Array(
        Type.Object({
          userId: Type.String(),
          username: Type.String(),
          displayName: Type.String(),
          ...Accommodated,
          attempts: Type.Integer(),
          status: ExamStatus,
          deadline: Nullable(Instant),
          score: Nullable(Type.Number()),
          passed: Nullable(Type.Boolean()),
        }),
      ),
    }),
  ),
});
export type TeacherExamsData = Static<typeof TeacherExamsData>;
export const ReleaseData = Type.Object({ released: Type.Integer() });
