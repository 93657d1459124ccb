/**
 * Exams (issue 25): what a teacher sets for an exam — its window, time limit, pass score, attempts
 * and review policy — and the accommodations a student or a class is given. Times are epoch
 * milliseconds of the server's clock; the server decides every instant (engine/exams/timing.ts).
 */
import { Type, type Static } from 'typebox';

const closed = { additionalProperties: false } as const;
const Instant = Type.Integer({ minimum: 0, description: 'epoch milliseconds, server clock' });

/** Longest exam, in minutes (a school day). */
export const EXAM_LIMIT_MAX_MINUTES = 600;
/** Largest time factor an accommodation may give (triple time). */
export const EXAM_FACTOR_MAX = 3;
/** Most extra minutes an accommodation may add on top of the factor. */
export const EXAM_EXTRA_MINUTES_MAX = 600;

export const EXAM_REVIEW_LEVELS = ['scoreOnly', 'answers', 'rightAnswers', 'explanations'] as const;
// Written out: a mapped array of literals would type as never.
export const ExamReviewLevel = Type.Union(
  [
    Type.Literal('scoreOnly'),
    Type.Literal('answers'),
    Type.Literal('rightAnswers'),
    Type.Literal('explanations'),
  ],
  {
    description: 'what a student may see of a graded attempt, each level including the ones before',
  },
);
export type ExamReviewLevel = Static<typeof ExamReviewLevel>;

export const ExamReviewPolicy = Type.Object(
  {
    level: ExamReviewLevel,
    from: Type.Union([Type.Literal('released'), Type.Literal('windowClosed')], {
      description: 'when review opens: at the release of results, or once the window has closed',
    }),
  },
  closed,
);
export type ExamReviewPolicy = Static<typeof ExamReviewPolicy>;

export const ExamSettings = Type.Object(
  {
    opensAt: Instant,
    closesAt: Instant,
    limitMinutes: Type.Integer({ minimum: 1, maximum: EXAM_LIMIT_MAX_MINUTES }),
    passScore: Type.Integer({ minimum: 0, maximum: 100 }),
    attemptsAllowed: Type.Integer({ minimum: 1, maximum: 10 }),
    review: ExamReviewPolicy,
  },
  closed,
);
export type ExamSettings = Static<typeof ExamSettings>;

/**
 * An accommodation, for one student or a whole class: more time (a factor, extra minutes or both),
 * a later window, more attempts. It applies to attempts already in progress.
 */
export const ExamAccommodation = Type.Object(
  {
    factor: Type.Optional(Type.Number({ minimum: 1, maximum: EXAM_FACTOR_MAX })),
    extraMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: EXAM_EXTRA_MINUTES_MAX })),
    opensAt: Type.Optional(Instant),
    closesAt: Type.Optional(Instant),
    extraAttempts: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  },
  closed,
);
export type ExamAccommodation = Static<typeof ExamAccommodation>;

export const EXAM_ATTEMPT_STATUSES = [
  'notStarted',
  'inProgress',
  'submitted',
  'autoSubmitted',
  'graded',
  'released',
] as const;
export type ExamAttemptStatus = (typeof EXAM_ATTEMPT_STATUSES)[number];
