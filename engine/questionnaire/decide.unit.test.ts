/** Questionnaire decider: create, edit, start (with the buyers' timers), stop, delete — and refusals. */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import type { Question, SavedQuestion } from '../../schemas/questionnaire/domain.ts';
import { META, given, loadCase } from '../testing/fixtures.ts';

const s = loadCase('independent-survey-satisfaction');
/** The sim clock's start: the fixtures' commands come at the attempt's first instant. */
const AT = '2026-10-12T01:00:00.000Z';
const questions: Question[] = [
  { kind: 'single', title: ' Delivery speed? ', options: [' Fast ', 'Slow'] },
  { kind: 'text', title: 'Suggestions?', options: [] },
];
const saved = (): SavedQuestion[] => [
  { kind: 'single', title: 'Delivery speed?', options: ['Fast', 'Slow'] },
  { kind: 'text', title: 'Suggestions?', options: [] },
];
const paper = { id: 'Q1', store: 'll1', title: 'Survey', questions: saved(), questionCount: 2 };
const created: DomainEvent = {
  type: 'QuestionnaireCreated',
  data: { ...paper, at: AT },
};
const started: DomainEvent = {
  type: 'QuestionnaireStarted',
  data: {
    ...paper,
    kinds: ['single', 'text'],
    singleText: 'Delivery speed? / Fast / Slow',
    multipleText: '',
    openText: 'Suggestions?',
    questionsText: 'Delivery speed? / Fast / Slow\nSuggestions?',
    at: AT,
  },
};

describe('CreateQuestionnaire', () => {
  it('saves the questionnaire trimmed, as a draft', () => {
    const events = given(s)
      .when({
        type: 'CreateQuestionnaire',
        store: 'll1',
        title: ' Survey ',
        questions,
      })
      .events();
    expect(events).toHaveLength(1);
    expect(events).toEqual([created]);
  });
  it('refuses an unknown store, an empty title, options on a text question, an empty option', () => {
    const base = { type: 'CreateQuestionnaire', store: 'll1', title: 'Survey' } as const;
    given(s)
      .when({ ...base, store: 'nope', questions })
      .rejects('questionnaire.error.unknownStore', { store: 'nope' });
    given(s)
      .when({ ...base, title: '  ', questions })
      .rejects('questionnaire.error.noTitle');
    given(s)
      .when({ ...base, questions: [{ kind: 'text', title: 'Why?', options: ['a', 'b'] }] })
      .rejects('questionnaire.error.optionsNotAllowed', { n: 1 });
    given(s)
      .when({ ...base, questions: [{ kind: 'single', title: 'Q', options: ['a', ' '] }] })
      .rejects('questionnaire.error.emptyOption', { n: 1 });
    given(s)
      .when({ ...base, questions: [{ kind: 'single', title: ' ', options: ['a', 'b'] }] })
      .rejects('questionnaire.error.noQuestionTitle', { n: 1 });
    given(s)
      .when({
        ...base,
        questions: [{ kind: 'multiple', title: 'Q', options: 'abcdefghijk'.split('') }],
      })
      .rejects('questionnaire.error.tooManyOptions', { n: 1, max: 10 });
  });
});

describe('lifecycle', () => {
  it('edits a draft only', () => {
    const edit = {
      type: 'EditQuestionnaire',
      id: 'Q1',
      store: 'll1',
      title: 'Survey 2',
      questions,
    } as const;
    given(s, [created])
      .when(edit)
      .then([{ type: 'QuestionnaireEdited', data: { ...paper, title: 'Survey 2' } }]);
    given(s, [created, started]).when(edit).rejects('questionnaire.error.notDraft', { id: 'Q1' });
  });
  it('starting schedules one answer per respondent after its delay (real time = sim / speed)', () => {
    const events = given(s, [created]).when({ type: 'StartQuestionnaire', id: 'Q1' }).events();
    const timers = events.filter((e) => e.type === 'TimerScheduled');
    expect(timers.map((t) => t.data)).toEqual(
      [1, 2, 3, 4, 6].map((h, i) => ({
        timerId: '',
        policy: 'questionnaire:Q1',
        dueAt: new Date(Date.parse(META.now) + (h * 3_600_000) / 1440).toISOString(),
        action: { questionnaireAnswered: { id: 'Q1', buyer: `b${i + 1}` } },
      })),
    );
  });
  it('stops a started questionnaire; deletes a draft or a stopped one, never one in progress', () => {
    given(s, [created, started])
      .when({ type: 'StopQuestionnaire', id: 'Q1' })
      .then([
        { type: 'QuestionnaireStopped', data: { id: 'Q1', title: 'Survey', answers: 0, at: AT } },
      ]);
    given(s, [created])
      .when({ type: 'DeleteQuestionnaire', id: 'Q1' })
      .then([
        {
          type: 'QuestionnaireDeleted',
          data: { id: 'Q1', title: 'Survey', from: 'draft', answers: 0 },
        },
      ]);
    given(s, [created, started])
      .when({ type: 'DeleteQuestionnaire', id: 'Q1' })
      .rejects('questionnaire.error.inProgress', { id: 'Q1' });
    const deleted: DomainEvent = {
      type: 'QuestionnaireDeleted',
      data: { id: 'Q1', title: 'Survey', from: 'draft', answers: 0 },
    };
    given(s, [created, deleted])
      .when({ type: 'StartQuestionnaire', id: 'Q1' })
      .rejects('questionnaire.error.notFound', { id: 'Q1' });
  });
});
