/**
 * A theory practice paper (issue 24 §3, docs/adr/0030-theory-practice.md): a fixed list of the
 * bank's questions, or rules that draw questions at random by tags with the attempt's seed.
 * Papers are YAML files under papers/, checked against the bank by engine/theory/papers.ts.
 */
import { Type, type Static } from 'typebox';
import { ModuleId, Platform } from '../common.ts';
import { QUESTION_TYPES, QuestionId } from '../questions.ts';

const closed = { additionalProperties: false } as const;
const text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const BiText = (max: number) => Type.Object({ zh: text(max), en: text(max) }, closed);

export const PaperId = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{2,63}$' });

/** Draws `count` questions at random among those matching every tag given. */
export const DrawRule = Type.Object(
  {
    count: Type.Integer({ minimum: 1, maximum: 50 }),
    platform: Type.Optional(Type.Array(Platform, { minItems: 1, uniqueItems: true })),
    module: Type.Optional(Type.Array(ModuleId, { minItems: 1, uniqueItems: true })),
    topic: Type.Optional(
      Type.Array(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,63}$' }), {
        minItems: 1,
        uniqueItems: true,
      }),
    ),
    difficulty: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 3 }), { minItems: 1, uniqueItems: true }),
    ),
    type: Type.Optional(
      Type.Array(Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t))), {
        minItems: 1,
        uniqueItems: true,
      }),
    ),
  },
  closed,
);
export type DrawRule = Static<typeof DrawRule>;

const paperCommon = {
  id: PaperId,
  title: BiText(200),
  description: Type.Optional(BiText(1000)),
  /** Share of the points (0–100) a submitted attempt needs to pass. */
  passScore: Type.Integer({ minimum: 0, maximum: 100 }),
};

export const TheoryPaper = Type.Union([
  Type.Object(
    {
      ...paperCommon,
      /** These questions, in this order, on every attempt. */
      fixed: Type.Array(QuestionId, { minItems: 1, maxItems: 100, uniqueItems: true }),
    },
    closed,
  ),
  Type.Object(
    {
      ...paperCommon,
      /** Each rule draws its count from the questions not drawn by an earlier rule. */
      draw: Type.Array(DrawRule, { minItems: 1, maxItems: 10 }),
    },
    closed,
  ),
]);
export type TheoryPaper = Static<typeof TheoryPaper>;

/** A paper file: a list of papers. */
export const PaperFile = Type.Array(TheoryPaper, { minItems: 1, maxItems: 100 });
