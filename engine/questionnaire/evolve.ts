/** Folds questionnaire events into the questionnaires (an immer draft). */
import type { Envelope } from '../core/envelope.ts';
import type { SavedQuestion } from '../../schemas/questionnaire/domain.ts';
import type { QuestionnaireState } from './state.ts';
import { othersOnly } from '../kit.ts';

/** Copies of the event's lists, so that the state never shares them with the stream. */
const copy = (questions: readonly SavedQuestion[]): SavedQuestion[] =>
  questions.map((q) => ({ ...q, options: [...q.options] }));

export const evolveQuestionnaires = (draft: QuestionnaireState, event: Envelope): void => {
  switch (event.type) {
    case 'QuestionnaireCreated': {
      const d = event.data;
      draft.count += 1;
      draft.byId[d.id] = {
        id: d.id,
        store: d.store,
        title: d.title,
        questions: copy(d.questions),
        status: 'draft',
        createdAt: d.at,
        startedAt: null,
        stoppedAt: null,
        responses: [],
        seq: draft.count,
      };
      return;
    }
    case 'QuestionnaireEdited': {
      const q = draft.byId[event.data.id];
      if (q) {
        q.store = event.data.store;
        q.title = event.data.title;
        q.questions = copy(event.data.questions);
      }
      return;
    }
    case 'QuestionnaireStarted': {
      const q = draft.byId[event.data.id];
      if (q) {
        q.status = 'inProgress';
        q.startedAt = event.data.at;
      }
      return;
    }
    case 'QuestionnaireStopped': {
      const q = draft.byId[event.data.id];
      if (q) {
        q.status = 'stopped';
        q.stoppedAt = event.data.at;
      }
      return;
    }
    case 'QuestionnaireDeleted': {
      const q = draft.byId[event.data.id];
      if (q) q.status = 'deleted';
      return;
    }
    case 'QuestionnaireAnswered': {
      const q = draft.byId[event.data.id];
      if (q)
        q.responses.push({
          buyer: event.data.buyer,
          answers: event.data.answers.map((a) => ({ ...a, choices: [...a.choices] })),
          at: event.data.at,
        });
      return;
    }
    default:
      return othersOnly('questionnaire', event.type);
  }
};
