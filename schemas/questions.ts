/**
 * The question bank (issue 24 §1, docs/adr/0026-question-bank.md): one question of a theory
 * paper, in zh and en, with what a right answer is, an explanation, tags and the source of its
 * fact. Question files (questions/*.yaml) are lists of these; engine/questions/parse.ts reads
 * them, engine/questions/grade.ts grades an answer.
 */
import { Type, type Static } from 'typebox';
import { ModuleId, Platform } from './common.ts';
import { BannedPattern } from './conversation/script.ts';

const closed = { additionalProperties: false } as const;

/** Longest text of a question, an option or an explanation, in characters. */
export const QUESTION_TEXT_MAX = 2000;
/** Longest option, blank answer or matching item, in characters. */
export const OPTION_TEXT_MAX = 500;

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

/**
 * Text in both languages of the bank. A LocalText narrowed to zh and en, both required: every
 * question is shown to students in zh and en.
 */
const BiText = (max: number) =>
  Type.Object({ zh: text(max), en: text(max) }, { ...closed, description: 'zh and en text' });
export const QuestionText = BiText(QUESTION_TEXT_MAX);
export type QuestionText = Static<typeof QuestionText>;
const OptionText = BiText(OPTION_TEXT_MAX);

export const QUESTION_TYPES = [
  'single',
  'multiple',
  'trueFalse',
  'fill',
  'matching',
  'shortText',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QuestionId = Type.String({
  pattern: '^[a-z0-9][a-z0-9-]{2,63}$',
  description: 'Lower-case letters, digits and -, 3–64 characters; unique in the bank',
});
const OptionId = Type.String({ pattern: '^[a-z0-9]{1,8}$', description: 'e.g. a, b, c' });

export const QuestionTags = Type.Object(
  {
    platform: Type.Optional(Platform),
    module: Type.Optional(ModuleId),
    topic: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,63}$', description: 'e.g. returns' }),
    difficulty: Type.Integer({ minimum: 1, maximum: 3, description: '1 easy, 2 medium, 3 hard' }),
  },
  closed,
);

/** Where the fact comes from: a public rule page, or a section of a course of the product. */
export const QuestionSource = Type.Union([
  Type.Object(
    {
      title: text(300),
      url: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 1000 }),
    },
    closed,
  ),
  Type.Object(
    {
      course: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,63}$' }),
      section: Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{0,63}$' }),
    },
    closed,
  ),
]);

const common = {
  id: QuestionId,
  version: Type.Integer({
    minimum: 1,
    description: 'Raised on every edit; an answer keeps the version it was given on',
  }),
  text: QuestionText,
  /** Why the answer is right; optional because Aiken files and plain lists have none. */
  explanation: Type.Optional(QuestionText),
  tags: QuestionTags,
  source: QuestionSource,
};

const Options = Type.Array(Type.Object({ id: OptionId, text: OptionText }, closed), {
  minItems: 2,
  maxItems: 8,
});

export const SingleQuestion = Type.Object(
  { ...common, type: Type.Literal('single'), options: Options, answer: OptionId },
  closed,
);

/**
 * Several right options. Partial credit (Moodle's scheme for "multiple answers allowed" with
 * equal fractions): each chosen right option earns 1/k, each chosen wrong option costs 1/k, where
 * k is the number of right options; the sum is floored at 0. Right only with exactly the right set.
 */
export const MultipleQuestion = Type.Object(
  {
    ...common,
    type: Type.Literal('multiple'),
    options: Options,
    answers: Type.Array(OptionId, { minItems: 1, maxItems: 8, uniqueItems: true }),
  },
  closed,
);

export const TrueFalseQuestion = Type.Object(
  { ...common, type: Type.Literal('trueFalse'), answer: Type.Boolean() },
  closed,
);

/**
 * Fill in the blanks: the text marks each blank with ___ (three or more underscores) in both
 * languages, in order. An answer is right when, normalised (NFKC, lower case, no spaces, no
 * final full stop), it equals one of the blank's accepted answers normalised the same way.
 */
export const FillQuestion = Type.Object(
  {
    ...common,
    type: Type.Literal('fill'),
    blanks: Type.Array(
      Type.Object(
        {
          accept: Type.Array(text(OPTION_TEXT_MAX), { minItems: 1, maxItems: 20 }),
        },
        closed,
      ),
      { minItems: 1, maxItems: 10 },
    ),
  },
  closed,
);

/**
 * Matching: each left item has one right item; `distractors` are extra right items that match
 * nothing. Each pair matched right earns 1/n.
 */
export const MatchingQuestion = Type.Object(
  {
    ...common,
    type: Type.Literal('matching'),
    pairs: Type.Array(Type.Object({ left: OptionText, right: OptionText }, closed), {
      minItems: 2,
      maxItems: 10,
    }),
    distractors: Type.Optional(Type.Array(OptionText, { maxItems: 5 })),
  },
  closed,
);

const Phrases = Type.Array(text(200), { maxItems: 20 });

/** The part of a scenario rubric (schemas/scenario.ts Rubric) a short answer is graded by. */
export const ShortRubric = Type.Object(
  {
    mustInclude: Type.Optional(Phrases),
    anyOf: Type.Optional(Type.Array(Type.Array(text(200), { minItems: 1 }), { maxItems: 20 })),
    forbidden: Type.Optional(Phrases),
    banned: Type.Optional(Type.Array(BannedPattern, { uniqueItems: true })),
    minWords: Type.Optional(Type.Integer({ minimum: 0 })),
    maxWords: Type.Optional(Type.Integer({ minimum: 1 })),
    minLength: Type.Optional(Type.Integer({ minimum: 0 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
    sentences: Type.Optional(Type.Boolean()),
    tone: Type.Optional(Type.Boolean()),
  },
  { ...closed, minProperties: 1 },
);
export type ShortRubric = Static<typeof ShortRubric>;

/**
 * A short written answer, graded by the rubric of the language the student wrote in: the share
 * of checks passed; right when all pass. A teacher may override the grade (not stored here).
 */
export const ShortTextQuestion = Type.Object(
  {
    ...common,
    type: Type.Literal('shortText'),
    rubric: Type.Object({ zh: ShortRubric, en: ShortRubric }, closed),
  },
  closed,
);

export const Question = Type.Union([
  SingleQuestion,
  MultipleQuestion,
  TrueFalseQuestion,
  FillQuestion,
  MatchingQuestion,
  ShortTextQuestion,
]);
export type Question = Static<typeof Question>;
export type QuestionOf<T extends QuestionType> = Extract<Question, { type: T }>;

/** A question file: a list of questions (questions/<topic>.yaml). */
export const QuestionFile = Type.Array(Question, { maxItems: 2000 });

/** What a student answers, by type. */
export const QuestionAnswer = Type.Union([
  Type.Object(
    { type: Type.Literal('single'), choice: Type.Union([OptionId, Type.Null()]) },
    closed,
  ),
  Type.Object(
    { type: Type.Literal('multiple'), choices: Type.Array(OptionId, { maxItems: 8 }) },
    closed,
  ),
  Type.Object(
    { type: Type.Literal('trueFalse'), value: Type.Union([Type.Boolean(), Type.Null()]) },
    closed,
  ),
  Type.Object(
    {
      type: Type.Literal('fill'),
      blanks: Type.Array(Type.String({ maxLength: OPTION_TEXT_MAX }), { maxItems: 10 }),
    },
    closed,
  ),
  Type.Object(
    {
      type: Type.Literal('matching'),
      /** For each left item in order, the index of the chosen right item (pairs' rights, then distractors), or null. */
      matches: Type.Array(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]), {
        maxItems: 10,
      }),
    },
    closed,
  ),
  Type.Object(
    {
      type: Type.Literal('shortText'),
      text: Type.String({ maxLength: 5000 }),
      language: Type.Union([Type.Literal('zh'), Type.Literal('en')]),
    },
    closed,
  ),
]);
export type QuestionAnswer = Static<typeof QuestionAnswer>;
export type AnswerOf<T extends QuestionType> = Extract<QuestionAnswer, { type: T }>;

/** `cbsim questions stats --json`. */
export type QuestionStats = {
  total: number;
  byType: Partial<Record<QuestionType, number>>;
  byLanguage: { zh: number; en: number };
  courses: number;
};
