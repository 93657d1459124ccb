/**
 * What a student's page receives of a question (issue 24 §3): the question as seen, with options
 * and matching items in the attempt's shuffled order under opaque keys (A, B, C … by position),
 * nothing that tells which is right; the answer the page sends back in the same keys; and, once
 * submitted, the analysis of each answer.
 */
import { Type, type Static } from 'typebox';
import { RubricCheck } from '../api/practice.ts';
import { OPTION_TEXT_MAX, QuestionSource, QuestionText } from '../questions.ts';

const Bi = Type.Object({ zh: Type.String(), en: Type.String() });
/** A key the page shows and sends back: A, B, C … in the order shown. */
export const ItemKey = Type.String({ pattern: '^[A-O]$' });
const Keyed = Type.Object({ key: ItemKey, text: Bi });

export const ItemView = Type.Union([
  Type.Object({
    type: Type.Union([Type.Literal('single'), Type.Literal('multiple')]),
    text: Bi,
    options: Type.Array(Keyed),
  }),
  Type.Object({ type: Type.Literal('trueFalse'), text: Bi }),
  Type.Object({ type: Type.Literal('fill'), text: Bi, blanks: Type.Integer({ minimum: 1 }) }),
  Type.Object({
    type: Type.Literal('matching'),
    text: Bi,
    left: Type.Array(Bi),
    /** The right-hand items to match the left ones with, shuffled. */
    targets: Type.Array(Keyed),
  }),
  Type.Object({ type: Type.Literal('shortText'), text: Bi }),
]);
export type ItemView = Static<typeof ItemView>;

const closed = { additionalProperties: false } as const;

/** An answer in the keys shown; null or empty parts are not answered. */
export const ItemAnswer = Type.Union([
  Type.Object({ type: Type.Literal('single'), choice: Type.Union([ItemKey, Type.Null()]) }, closed),
  Type.Object(
    {
      type: Type.Literal('multiple'),
      choices: Type.Array(ItemKey, { maxItems: 8, uniqueItems: true }),
    },
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
      matches: Type.Array(Type.Union([ItemKey, Type.Null()]), { maxItems: 10 }),
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
export type ItemAnswer = Static<typeof ItemAnswer>;

/** Each shown option (or right-hand item) with whether it was chosen and whether it is right. */
const MarkedOption = Type.Object({
  key: ItemKey,
  text: Bi,
  chosen: Type.Boolean(),
  right: Type.Boolean(),
});

/** What was asked, answered and right, after submitting (or after a review of the book). */
export const ItemAnalysis = Type.Object({
  type: Type.String(),
  text: Bi,
  score: Type.Number({ minimum: 0, maximum: 1 }),
  right: Type.Boolean(),
  answered: Type.Boolean(),
  options: Type.Optional(Type.Array(MarkedOption)),
  trueFalse: Type.Optional(
    Type.Object({ chosen: Type.Union([Type.Boolean(), Type.Null()]), right: Type.Boolean() }),
  ),
  blanks: Type.Optional(
    Type.Array(
      Type.Object({ given: Type.String(), ok: Type.Boolean(), accept: Type.Array(Type.String()) }),
    ),
  ),
  matches: Type.Optional(
    Type.Array(
      Type.Object({
        left: Bi,
        chosen: Type.Union([ItemKey, Type.Null()]),
        chosenText: Type.Union([Bi, Type.Null()]),
        rightKey: ItemKey,
        rightText: Bi,
        ok: Type.Boolean(),
      }),
    ),
  ),
  shortText: Type.Optional(
    Type.Object({ text: Type.String(), language: Type.String(), checks: Type.Array(RubricCheck) }),
  ),
  explanation: Type.Union([QuestionText, Type.Null()]),
  source: QuestionSource,
});
export type ItemAnalysis = Static<typeof ItemAnalysis>;
