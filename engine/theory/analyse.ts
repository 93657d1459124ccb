/**
 * Grades a page's answer to a question (engine/questions/grade.ts on the bank's answer) and
 * builds its analysis in the keys the page showed: each option chosen or not and right or not,
 * the blanks with what they accept, the matching rows, the rubric checks, the explanation and
 * the source (schemas/theory/view.ts ItemAnalysis).
 */
import type { Question } from '../../schemas/questions.ts';
import type { ItemAnalysis, ItemAnswer } from '../../schemas/theory/view.ts';
import { gradeAnswer, type Grade } from '../questions/grade.ts';
import { isAnswered, keyOf, matchingRights, orderOf, toBankAnswer } from './present.ts';

export type Analysed = { grade: Grade; analysis: ItemAnalysis };

export const analyseItem = (q: Question, seed: number, answer: ItemAnswer | null): Analysed => {
  const bankAnswer = answer ? toBankAnswer(q, seed, answer) : null;
  const grade = gradeAnswer(q, bankAnswer);
  const order = orderOf(q, seed);
  const base: ItemAnalysis = {
    type: q.type,
    text: q.text,
    score: grade.score,
    right: grade.right,
    answered: isAnswered(answer),
    explanation: q.explanation ?? null,
    source: q.source,
  };
  switch (q.type) {
    case 'single':
    case 'multiple': {
      const rightIds = new Set(q.type === 'single' ? [q.answer] : q.answers);
      const chosen = new Set(
        bankAnswer?.type === 'single'
          ? [bankAnswer.choice]
          : bankAnswer?.type === 'multiple'
            ? bankAnswer.choices
            : [],
      );
      const options = order.map((o, i) => {
        const opt = q.options[o]!;
        return {
          key: keyOf(i),
          text: opt.text,
          chosen: chosen.has(opt.id),
          right: rightIds.has(opt.id),
        };
      });
      return { grade, analysis: { ...base, options } };
    }
    case 'trueFalse':
      return {
        grade,
        analysis: {
          ...base,
          trueFalse: {
            chosen: bankAnswer?.type === 'trueFalse' ? bankAnswer.value : null,
            right: q.answer,
          },
        },
      };
    case 'fill': {
      const given = bankAnswer?.type === 'fill' ? bankAnswer.blanks : [];
      const detail = grade.detail.type === 'fill' ? grade.detail.blanks : [];
      const blanks = q.blanks.map((b, i) => ({
        given: given[i] ?? '',
        ok: detail[i]?.ok ?? false,
        accept: b.accept,
      }));
      return { grade, analysis: { ...base, blanks } };
    }
    case 'matching': {
      const rights = matchingRights(q);
      const shownAt = (original: number) => keyOf(order.indexOf(original));
      const chosen = bankAnswer?.type === 'matching' ? bankAnswer.matches : [];
      const matches = q.pairs.map((p, i) => {
        const c = chosen[i] ?? null;
        return {
          left: p.left,
          chosen: c === null ? null : shownAt(c),
          chosenText: c === null ? null : rights[c]!,
          rightKey: shownAt(i),
          rightText: p.right,
          ok: c === i,
        };
      });
      return { grade, analysis: { ...base, matches } };
    }
    case 'shortText':
      return {
        grade,
        analysis: {
          ...base,
          shortText: {
            text: bankAnswer?.type === 'shortText' ? bankAnswer.text : '',
            language: bankAnswer?.type === 'shortText' ? bankAnswer.language : '',
            checks: grade.detail.type === 'shortText' ? grade.detail.checks : [],
          },
        },
      };
  }
};

/** A paper's score out of 100 (one decimal): the mean of its items' scores. */
export const paperScore = (scores: readonly number[]) =>
  scores.length === 0
    ? 0
    : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 1000) / 10;
