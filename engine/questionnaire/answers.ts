/**
 * What a respondent of the scenario answers to a questionnaire (world.ts of the schema): per
 * question, the buyer's first opinion whose topic the title passes decides — the options that
 * pass `choose` (the first for a single choice), or the opinion's words for a text question. A
 * choice question that no opinion settles gets one option picked with the seeded generator; a
 * text question without words stays unanswered.
 */
import type { GivenAnswer } from '../../schemas/questionnaire/domain.ts';
import type { Respondent } from '../../schemas/questionnaire/world.ts';
import type { Rng } from '../core/random.ts';
import { passes } from '../scoring/rubric.ts';
import type { Questionnaire } from './state.ts';

export const answersOf = (q: Questionnaire, r: Respondent, rng: Rng): GivenAnswer[] =>
  q.questions.flatMap((question, i): GivenAnswer[] => {
    const opinion = r.opinions.find((o) => passes(o.topic, question.title));
    if (question.kind === 'text')
      return opinion?.text ? [{ question: i, choices: [], text: { ...opinion.text } }] : [];
    const choose = opinion?.choose;
    const picked = choose ? question.options.flatMap((o, k) => (passes(choose, o) ? [k] : [])) : [];
    const choices =
      picked.length === 0
        ? [rng.int(0, question.options.length - 1)]
        : question.kind === 'single'
          ? picked.slice(0, 1)
          : picked;
    return [{ question: i, choices, text: null }];
  });
