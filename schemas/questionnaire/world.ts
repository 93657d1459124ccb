/**
 * The questionnaires module's slice of a scenario's world: the buyers who answer a questionnaire
 * the store starts, how long after the start, and what they think. For each question, a buyer's
 * opinion is the first whose `topic` the question's title passes (the checks of a rubric); a
 * choice question gets the options that pass `choose` (one for a single choice), a text question
 * the opinion's `text`. A choice question no opinion settles gets an option picked with the
 * attempt's seeded generator; a text question without one stays unanswered.
 */
import { Type, type Static } from 'typebox';
import { EntityId, LocalText } from '../common.ts';
import { MessageCondition } from '../conversation/script.ts';

const closed = { additionalProperties: false } as const;
const Duration = Type.String({
  pattern: '^[0-9]{1,6}(s|m|h|d)$',
  description: 'Sim time: 30m, 2h',
});

export const Opinion = Type.Object(
  {
    /** Questions this opinion answers: their title passes these checks. */
    topic: MessageCondition,
    /** The options the buyer picks: their text passes these checks. */
    choose: Type.Optional(MessageCondition),
    /** The buyer's words for a text question on the topic. */
    text: Type.Optional(LocalText),
  },
  closed,
);
export type Opinion = Static<typeof Opinion>;

export const Respondent = Type.Object(
  {
    buyer: EntityId,
    /** Sim delay after the start before the buyer's answers arrive. */
    after: Duration,
    opinions: Type.Array(Opinion, { maxItems: 20 }),
  },
  closed,
);
export type Respondent = Static<typeof Respondent>;

export const QuestionnaireWorld = {
  questionnaire: Type.Optional(
    Type.Object({ respondents: Type.Array(Respondent, { minItems: 1, maxItems: 200 }) }, closed),
  ),
};
