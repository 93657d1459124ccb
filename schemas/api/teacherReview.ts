/**
 * /api/Teacher/ReviewQueue and /SecondOpinion: where a teacher's eye is needed most. The queue
 * lists the points of a class's submitted attempts whose rubric result is uncertain (or that a
 * student asked to be looked at again); a second opinion is a language model's suggested
 * criterion-by-criterion assessment of one written reply, which changes nothing until the teacher
 * confirms it as an override.
 */
import { Type, type Static } from 'typebox';
import { LocalText, Page } from '../common.ts';
import { RubricCriterion } from '../scenario.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

/** Why a rubric's result is uncertain (engine/scoring/uncertain.ts decides which apply). */
export const UNCERTAIN_REASONS = [
  'studentAsked',
  'languageUnsure',
  'nearLength',
  'nearTime',
  'mustPassOnly',
  'oneCheckShort',
] as const;
export type UncertainReason = (typeof UNCERTAIN_REASONS)[number];
export const UncertainReason = Type.Enum(UNCERTAIN_REASONS);

export const ReviewQueueBody = Type.Object({ classId: Id, caseId: Type.Optional(Id) }, closed);
export const ReviewQueueItem = Type.Object({
  attemptId: Type.String(),
  student: Type.Object({ id: Type.String(), name: Type.String(), username: Type.String() }),
  caseId: Type.String(),
  title: LocalText,
  submittedAt: Nullable(Type.String()),
  pointID: Type.Integer(),
  sourceID: Nullable(Type.Integer()),
  page: Page,
  content: LocalText,
  score: Type.Number(),
  earned: Type.Number(),
  /** The student's words the rubric graded, if the point grades a text. */
  text: Nullable(Type.String()),
  reasons: Type.Array(UncertainReason, { minItems: 1 }),
  /** The student's note, when they asked for the review. */
  note: Nullable(Type.String()),
});
export const ReviewQueueData = Type.Object({
  /** Submitted attempts read. */
  attempts: Type.Integer(),
  /** Student-asked first, then the most reasons, then the oldest submission. */
  items: Type.Array(ReviewQueueItem),
});

export const SecondOpinionBody = Type.Object(
  {
    attemptId: Id,
    pointID: Type.Integer({ minimum: 1 }),
    sourceID: Nullable(Type.Integer({ minimum: -1 })),
    /** The language the reasons are written in (the teacher's interface). */
    lang: Type.Union([Type.Literal('zh'), Type.Literal('en')]),
  },
  closed,
);
export const SecondOpinionData = Type.Object({
  /** The model that answered, as its server names it. */
  model: Type.String(),
  criteria: Type.Array(
    Type.Object({ criterion: RubricCriterion, ok: Type.Boolean(), reason: Type.String() }),
  ),
  /** What the model suggests the point earns (within the point's range). */
  earned: Type.Number(),
  summary: Type.String(),
});

export type ReviewQueueItem = Static<typeof ReviewQueueItem>;
export type ReviewQueueData = Static<typeof ReviewQueueData>;
export type SecondOpinionData = Static<typeof SecondOpinionData>;
export type SecondOpinionBody = Static<typeof SecondOpinionBody>;
