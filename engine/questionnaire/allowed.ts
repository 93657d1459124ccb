/** What the student can do with a questionnaire: what its lifecycle allows, and its results once started. */
import type { QuestionnaireAction } from '../../schemas/questionnaire/domain.ts';
import {
  nextQuestionnaireStatus,
  type QuestionnaireMachineEventType,
} from './questionnaire.machine.ts';
import type { Questionnaire } from './state.ts';

const ACTION_EVENTS: Record<
  Exclude<QuestionnaireAction, 'results'>,
  QuestionnaireMachineEventType
> = { edit: 'EDIT', start: 'START', stop: 'STOP', delete: 'DELETE' };

export const allowedQuestionnaireActions = (q: Questionnaire): QuestionnaireAction[] => [
  ...(Object.keys(ACTION_EVENTS) as (keyof typeof ACTION_EVENTS)[]).filter(
    (a) => nextQuestionnaireStatus(q.status, ACTION_EVENTS[a]) !== null,
  ),
  ...(q.startedAt !== null ? (['results'] as const) : []),
];
