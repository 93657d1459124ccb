/** The questionnaire lifecycle: its whole transition table, and the row actions it allows. */
import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_STATUSES } from '../../schemas/questionnaire/domain.ts';
import { allowedQuestionnaireActions } from './allowed.ts';
import { nextQuestionnaireStatus, QUESTIONNAIRE_MACHINE_EVENTS } from './questionnaire.machine.ts';
import type { Questionnaire } from './state.ts';

describe('questionnaire machine', () => {
  it('has exactly these steps', () => {
    const table = Object.fromEntries(
      QUESTIONNAIRE_STATUSES.map((s) => [
        s,
        Object.fromEntries(
          QUESTIONNAIRE_MACHINE_EVENTS.map((e) => [e, nextQuestionnaireStatus(s, e)]),
        ),
      ]),
    );
    expect(table).toEqual({
      draft: { EDIT: 'draft', START: 'inProgress', STOP: null, DELETE: 'deleted' },
      inProgress: { EDIT: null, START: null, STOP: 'stopped', DELETE: null },
      stopped: { EDIT: null, START: null, STOP: null, DELETE: 'deleted' },
      deleted: { EDIT: null, START: null, STOP: null, DELETE: null },
    });
  });

  it('offers the row actions the lifecycle allows, and results once started', () => {
    const q = (status: Questionnaire['status'], startedAt: string | null): Questionnaire => ({
      id: 'Q1',
      store: 's',
      title: 't',
      questions: [],
      status,
      createdAt: '',
      startedAt,
      stoppedAt: null,
      responses: [],
      seq: 1,
    });
    expect(allowedQuestionnaireActions(q('draft', null))).toEqual(['edit', 'start', 'delete']);
    expect(allowedQuestionnaireActions(q('inProgress', 'x'))).toEqual(['stop', 'results']);
    expect(allowedQuestionnaireActions(q('stopped', 'x'))).toEqual(['delete', 'results']);
    expect(allowedQuestionnaireActions(q('deleted', 'x'))).toEqual(['results']);
  });
});
