/**
 * The teachers' question bank (issue 24 §1): POST /api/Teacher/QuestionBank lists every question
 * of the bank, with what is right, and its statistics as Moodle computes them from the submitted
 * theory attempts of the teacher's classes (an admin: every class).
 */
import { Type, type Static } from 'typebox';
import { Question } from '../questions.ts';

const closed = { additionalProperties: false } as const;
const Percent = Type.Union([Type.Number(), Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

export const QuestionBankBody = Type.Object({}, closed);

export const PaperFigures = Type.Object({
  paperId: Type.String(),
  attempts: Count,
  facility: Type.Number(),
  sd: Percent,
  discriminationIndex: Percent,
  discriminativeEfficiency: Percent,
});

export const QuestionStatistics = Type.Object({
  attempts: Count,
  answered: Count,
  facility: Percent,
  discriminationIndex: Percent,
  discriminativeEfficiency: Percent,
  dubious: Type.Boolean(),
  needsChecking: Type.Union([
    Type.Literal('veryLikely'),
    Type.Literal('likely'),
    Type.Literal('unlikely'),
    Type.Null(),
  ]),
  papers: Type.Array(PaperFigures),
  /** Choice questions: option ids; true/false: "true" and "false". */
  options: Type.Array(Type.Object({ option: Type.String(), right: Type.Boolean(), chosen: Count })),
});
export type QuestionStatistics = Static<typeof QuestionStatistics>;

export const QuestionBankData = Type.Object({
  /** Submitted attempts the figures come from. */
  attempts: Count,
  questions: Type.Array(Type.Object({ question: Question, statistics: QuestionStatistics })),
});
export type QuestionBankData = Static<typeof QuestionBankData>;

/** An error of an imported file: its line (text, Word) or row (spreadsheet) and message key. */
export const QuestionImportError = Type.Object({
  line: Type.Optional(Type.Integer({ minimum: 0 })),
  row: Type.Optional(Type.Integer({ minimum: 0 })),
  key: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  field: Type.Optional(Type.String()),
});

/** What a file would import: every question, or none and every error (nothing is stored). */
export const QuestionImportPreviewData = Type.Object({
  fileName: Type.String(),
  total: Count,
  byType: Type.Record(Type.String(), Count),
  errors: Type.Array(QuestionImportError),
  questions: Type.Array(Question),
});
export type QuestionImportPreviewData = Static<typeof QuestionImportPreviewData>;

export const QuestionTemplateBody = Type.Object(
  { format: Type.Union([Type.Literal('docx'), Type.Literal('xlsx')]) },
  closed,
);
