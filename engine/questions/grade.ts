/**
 * Grades one answer to one question: a pure function of (question, answer) → a score from 0 to
 * 1, whether it is right, and what was right and wrong (docs/adr/0026-question-bank.md).
 * An answer of another type than the question, or none, scores 0.
 */
import type { RubricCheck } from '../../schemas/api/practice.ts';
import type {
  AnswerOf,
  Question,
  QuestionAnswer,
  QuestionOf,
  QuestionType,
} from '../../schemas/questions.ts';
import { checkRubric } from '../scoring/rubric.ts';
import { normaliseAnswer } from './normalise.ts';

export type GradeDetail =
  | { type: 'single'; chosen: string | null; right: string }
  | { type: 'multiple'; options: { id: string; chosen: boolean; right: boolean }[] }
  | { type: 'trueFalse'; chosen: boolean | null; right: boolean }
  | { type: 'fill'; blanks: { given: string; ok: boolean }[] }
  | { type: 'matching'; matches: { chosen: number | null; right: number; ok: boolean }[] }
  | { type: 'shortText'; language: 'zh' | 'en'; checks: RubricCheck[] }
  | { type: 'mismatch'; expected: QuestionType };

export type Grade = { score: number; right: boolean; detail: GradeDetail };

const single = (q: QuestionOf<'single'>, a: AnswerOf<'single'>): Grade => {
  const right = a.choice === q.answer;
  return {
    score: right ? 1 : 0,
    right,
    detail: { type: 'single', chosen: a.choice, right: q.answer },
  };
};

/** Each chosen right option +1/k, each chosen wrong one −1/k (k right options), floored at 0. */
const multiple = (q: QuestionOf<'multiple'>, a: AnswerOf<'multiple'>): Grade => {
  const chosen = new Set(a.choices);
  const rightSet = new Set(q.answers);
  const k = rightSet.size;
  let units = 0;
  const options = q.options.map((o) => {
    const isChosen = chosen.has(o.id);
    const isRight = rightSet.has(o.id);
    if (isChosen) units += isRight ? 1 : -1;
    return { id: o.id, chosen: isChosen, right: isRight };
  });
  const right = options.every((o) => o.chosen === o.right);
  return {
    score: right ? 1 : Math.max(0, units) / k,
    right,
    detail: { type: 'multiple', options },
  };
};

const trueFalse = (q: QuestionOf<'trueFalse'>, a: AnswerOf<'trueFalse'>): Grade => {
  const right = a.value === q.answer;
  return {
    score: right ? 1 : 0,
    right,
    detail: { type: 'trueFalse', chosen: a.value, right: q.answer },
  };
};

/** Each blank right earns 1/n; a blank is right when it matches an accepted answer normalised. */
const fill = (q: QuestionOf<'fill'>, a: AnswerOf<'fill'>): Grade => {
  const blanks = q.blanks.map((b, i) => {
    const given = a.blanks[i] ?? '';
    const n = normaliseAnswer(given);
    return { given, ok: n !== '' && b.accept.some((x) => normaliseAnswer(x) === n) };
  });
  const ok = blanks.filter((b) => b.ok).length;
  return {
    score: ok / blanks.length,
    right: ok === blanks.length,
    detail: { type: 'fill', blanks },
  };
};

/** Right item i of pair i is index i; distractors follow. Each pair matched right earns 1/n. */
const matching = (q: QuestionOf<'matching'>, a: AnswerOf<'matching'>): Grade => {
  const matches = q.pairs.map((_, i) => {
    const chosen = a.matches[i] ?? null;
    return { chosen, right: i, ok: chosen === i };
  });
  const ok = matches.filter((m) => m.ok).length;
  return {
    score: ok / matches.length,
    right: ok === matches.length,
    detail: { type: 'matching', matches },
  };
};

/** The rubric of the language written in: checks passed over checks; right when all pass. */
const shortText = (q: QuestionOf<'shortText'>, a: AnswerOf<'shortText'>): Grade => {
  const checks = checkRubric(q.rubric[a.language], a.text);
  const ok = checks.filter((c) => c.ok).length;
  return {
    score: checks.length === 0 ? 0 : ok / checks.length,
    right: checks.length > 0 && ok === checks.length,
    detail: { type: 'shortText', language: a.language, checks },
  };
};

export const gradeAnswer = (question: Question, answer: QuestionAnswer | null): Grade => {
  if (!answer || answer.type !== question.type) {
    return { score: 0, right: false, detail: { type: 'mismatch', expected: question.type } };
  }
  switch (question.type) {
    case 'single':
      return single(question, answer as AnswerOf<'single'>);
    case 'multiple':
      return multiple(question, answer as AnswerOf<'multiple'>);
    case 'trueFalse':
      return trueFalse(question, answer as AnswerOf<'trueFalse'>);
    case 'fill':
      return fill(question, answer as AnswerOf<'fill'>);
    case 'matching':
      return matching(question, answer as AnswerOf<'matching'>);
    case 'shortText':
      return shortText(question, answer as AnswerOf<'shortText'>);
  }
};
