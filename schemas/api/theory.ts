/**
 * Theory practice calls (/api/PracticeTraining, issue 24 §3, §4): the paper list, start, the paper
 * page (GetExercisesQuestion), saving one answer (SubmitUpdate), submitting, resetting, the
 * wrong-answer book and its reviews, and the student's results over time (TheoryAchievement).
 */
import { Type, type Static } from 'typebox';
import { ItemAnalysis, ItemAnswer, ItemView } from '../theory/view.ts';

const Bi = Type.Object({ zh: Type.String(), en: Type.String() });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const closed = { additionalProperties: false } as const;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const TheoryStatus = Type.Union([
  Type.Literal('notStarted'),
  Type.Literal('inProgress'),
  Type.Literal('submitted'),
]);

export const PaperListData = Type.Object({
  papers: Type.Array(
    Type.Object({
      paperID: Type.String(),
      title: Bi,
      description: Nullable(Bi),
      drawn: Type.Boolean(),
      questions: Type.Integer(),
      passScore: Type.Integer(),
      status: TheoryStatus,
      attemptID: Nullable(Type.String()),
      answered: Type.Integer(),
      score: Nullable(Type.Number()),
      passed: Nullable(Type.Boolean()),
      submittedAt: Nullable(Type.String()),
    }),
  ),
  /** Wrong-answer book entries due by the end of today. */
  dueToday: Type.Integer(),
});
export type PaperListData = Static<typeof PaperListData>;

export const PaperBody = Type.Object({ paperID: Id }, closed);
export const StartData = Type.Object({ attemptID: Type.String(), resumed: Type.Boolean() });
export type StartData = Static<typeof StartData>;

export const AttemptBody = Type.Object({ attemptID: Id }, closed);

export const PaperItem = Type.Object({
  position: Type.Integer(),
  view: ItemView,
  answer: Nullable(ItemAnswer),
  /** Only once the attempt is submitted. */
  analysis: Type.Optional(ItemAnalysis),
});
export const PaperData = Type.Object({
  attemptID: Type.String(),
  paperID: Type.String(),
  title: Bi,
  status: TheoryStatus,
  passScore: Type.Integer(),
  items: Type.Array(PaperItem),
  score: Nullable(Type.Number()),
  passed: Nullable(Type.Boolean()),
  startedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
});
export type PaperData = Static<typeof PaperData>;
export type PaperItem = Static<typeof PaperItem>;

export const SaveAnswerBody = Type.Object(
  { attemptID: Id, position: Type.Integer({ minimum: 0, maximum: 999 }), answer: ItemAnswer },
  closed,
);
export type SaveAnswerBody = Static<typeof SaveAnswerBody>;
export const SaveAnswerData = Type.Object({ position: Type.Integer(), savedAt: Type.String() });

export const SubmitData = Type.Object({
  score: Type.Number(),
  passed: Type.Boolean(),
  right: Type.Integer(),
  total: Type.Integer(),
});
export type SubmitData = Static<typeof SubmitData>;

export const WrongBookData = Type.Object({
  dueToday: Type.Integer(),
  entries: Type.Array(
    Type.Object({
      entryID: Type.String(),
      dueAt: Type.String(),
      due: Type.Boolean(),
      addedAt: Type.String(),
      view: ItemView,
    }),
  ),
});
export type WrongBookData = Static<typeof WrongBookData>;

/** For the home page and the course centre: the wrong-answer book's reviews due by tonight. */
export const DueData = Type.Object({ dueToday: Type.Integer() });

export const ReviewBody = Type.Object({ entryID: Id, answer: ItemAnswer }, closed);
export const ReviewData = Type.Object({
  right: Type.Boolean(),
  /** Answered right: the question leaves the book. */
  removed: Type.Boolean(),
  /** When it comes back, if it stays. */
  dueAt: Nullable(Type.String()),
  analysis: ItemAnalysis,
});
export type ReviewData = Static<typeof ReviewData>;

export const AchievementData = Type.Object({
  list: Type.Array(
    Type.Object({
      attemptID: Type.String(),
      paperID: Type.String(),
      title: Bi,
      score: Type.Number(),
      passed: Type.Boolean(),
      right: Type.Integer(),
      total: Type.Integer(),
      submittedAt: Type.String(),
    }),
  ),
});
export type AchievementData = Static<typeof AchievementData>;
