/**
 * The questionnaire lifecycle as an XState v5 machine, used as a pure transition function (the
 * engine never runs an actor):
 *   draft → (EDIT) draft;  draft → (START) inProgress → (STOP) stopped
 *   draft | stopped → (DELETE) deleted
 * A started questionnaire is never edited, restarted or deleted while buyers answer it.
 */
import { setup, transition } from 'xstate';
import type { QuestionnaireStatus } from '../../schemas/questionnaire/domain.ts';

export type QuestionnaireMachineEventType = 'EDIT' | 'START' | 'STOP' | 'DELETE';
export const QUESTIONNAIRE_MACHINE_EVENTS: readonly QuestionnaireMachineEventType[] = [
  'EDIT',
  'START',
  'STOP',
  'DELETE',
];

export const questionnaireMachine = setup({
  types: { events: {} as { type: QuestionnaireMachineEventType } },
}).createMachine({
  id: 'questionnaire',
  initial: 'draft',
  states: {
    draft: {
      on: {
        EDIT: { target: 'draft' },
        START: { target: 'inProgress' },
        DELETE: { target: 'deleted' },
      },
    },
    inProgress: { on: { STOP: { target: 'stopped' } } },
    stopped: { on: { DELETE: { target: 'deleted' } } },
    deleted: { type: 'final' },
  },
});

const memo = new Map<string, QuestionnaireStatus | null>();

/** The status after a lifecycle event, or null when the machine refuses it (memoised). */
export const nextQuestionnaireStatus = (
  status: QuestionnaireStatus,
  event: QuestionnaireMachineEventType,
): QuestionnaireStatus | null => {
  const key = `${status}|${event}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const snapshot = questionnaireMachine.resolveState({ value: status, context: undefined });
  let next: QuestionnaireStatus | null = null;
  if (snapshot.can({ type: event })) {
    const [after] = transition(questionnaireMachine, snapshot, { type: event });
    next = after.value as QuestionnaireStatus;
  }
  memo.set(key, next);
  return next;
};
