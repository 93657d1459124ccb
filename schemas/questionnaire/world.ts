/**
 * The questionnaires module's slice of a scenario's world: the buyers who answer a questionnaire
 * the store starts, how long after the start, and what they think. For each question, a buyer's
 * opinion is the first whose `topic` the question's title passes (the checks of a rubric); a
 * choice question gets the options that pass `choose` (one for a single choice), a text question
 * the opinion's `text`. A choice question no opinion settles gets an option picked with the
 * attempt's seeded generator; a text question without one stays unanswered.
 */
import { Type, type Static } from 'typebox';
import { EntityId, LocalText, described } from '../common.ts';
import { MessageCondition } from '../conversation/script.ts';

const closed = { additionalProperties: false } as const;
const Duration = Type.String({
  pattern: '^[0-9]{1,6}(s|m|h|d)$',
  description: 'Sim time: 30m, 2h',
});

export const Opinion = Type.Object(
  {
    topic: described(
      MessageCondition,
      'Questions this opinion answers: their title passes these checks',
    ),
    choose: described(
      Type.Optional(MessageCondition),
      'The options the buyer picks: their text passes these checks',
    ),
    text: described(Type.Optional(LocalText), "The buyer's words for a text question on the topic"),
  },
  closed,
);
export type Opinion = Static<typeof Opinion>;

export const Respondent = Type.Object(
  {
    buyer: described(EntityId, 'The buyer who answers (an id of `buyers`)'),
    after: described(Duration, "Sim delay after the start before the buyer's answers arrive"),
    opinions: described(
      Type.Array(Opinion, { maxItems: 20 }),
      'What the buyer thinks, topic by topic',
    ),
  },
  closed,
);
export type Respondent = Static<typeof Respondent>;

export const QuestionnaireWorld = {
  questionnaire: described(
    Type.Optional(
      Type.Object(
        {
          respondents: described(
            Type.Array(Respondent, { minItems: 1, maxItems: 200 }),
            'The buyers who answer',
          ),
        },
        closed,
      ),
    ),
    'Buyers who answer a questionnaire the student starts',
  ),
};
