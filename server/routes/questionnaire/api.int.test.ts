/**
 * /api/PTQuestion on a real database: a questionnaire created, edited, started, answered by the
 * case's buyers on the sim clock, stopped and deleted; its results; the status tabs; and refusals
 * with their keys, nothing written (bad input, the schema's caps, someone else's attempt).
 */
import { describe, expect, it } from 'vitest';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();
const CASE = 'independent-survey-satisfaction';
const LIST = '/api/PTQuestion/list';
const OPERATE = '/api/PTQuestion/Operate';
const QUESTIONS = [
  {
    kind: 'single',
    title: 'How fast was our delivery?',
    options: ['Very fast', 'As expected', 'Too slow'],
  },
  {
    kind: 'multiple',
    title: 'Which products interest you?',
    options: ['Green tea', 'Oolong', 'Teaware', 'Gift boxes'],
  },
  { kind: 'text', title: 'Your suggestions?' },
];
const create = (extra: object = {}) => ({
  type: 'CreateQuestionnaire',
  store: 'll1',
  title: 'Customer satisfaction survey',
  questions: QUESTIONS,
  ...extra,
});

describe('/api/PTQuestion', () => {
  it('creates, edits and starts a questionnaire; the buyers answer on the sim clock; stop, results, delete', async () => {
    const id = await api.h.start(api.token, CASE);
    const infos = await api.h.post('/api/PTQuestion/Infos', { userCaseID: id }, api.token);
    expect(infos.json().data).toMatchObject({
      stores: [{ id: 'll1', name: 'Lumen & Leaf', platform: 'independent' }],
      limits: { questionsMax: 20, optionsMin: 2, optionsMax: 10, titleMax: 100 },
    });
    expect((await api.list(LIST, { userCaseID: id })).total).toBe(0);
    expect((await api.operate(OPERATE, id, create({ title: 'Survey' }))).statusCode).toBe(200);
    const edited = await api.operate(OPERATE, id, {
      ...create(),
      type: 'EditQuestionnaire',
      id: 'Q1',
    });
    expect(edited.statusCode).toBe(200);
    const draft = await api.list(LIST, { userCaseID: id });
    expect(draft.list[0]).toMatchObject({
      id: 'Q1',
      title: 'Customer satisfaction survey',
      status: 'draft',
      questionCount: 3,
      answers: 0,
      storeName: 'Lumen & Leaf',
      actions: ['edit', 'start', 'delete'],
    });
    expect(
      (await api.operate(OPERATE, id, { type: 'StartQuestionnaire', id: 'Q1' })).statusCode,
    ).toBe(200);
    // The buyers answer 1h, 2h, 3h, 4h and 6h (sim) after the start: 2.5 real seconds an hour.
    await api.advance(10_100);
    const answered = await api.list(LIST, { userCaseID: id, status: 'inProgress' });
    expect(answered.list[0]).toMatchObject({
      status: 'inProgress',
      answers: 4,
      actions: ['stop', 'results'],
    });
    expect(
      (await api.operate(OPERATE, id, { type: 'StopQuestionnaire', id: 'Q1' })).statusCode,
    ).toBe(200);
    await api.advance(10_000);
    const detail = await api.h.post(
      '/api/PTQuestion/Detail',
      { userCaseID: id, id: 'Q1' },
      api.token,
    );
    expect(detail.statusCode).toBe(200);
    const d = detail.json().data;
    expect(d.questionnaire).toMatchObject({ status: 'stopped', answers: 4 });
    expect(d.results[0]).toMatchObject({
      kind: 'single',
      answered: 4,
      options: [
        { text: 'Very fast', count: 2 },
        { text: 'As expected', count: 1 },
        { text: 'Too slow', count: 1 },
      ],
    });
    expect(d.results[2].texts.map((x: { buyerName: string }) => x.buyerName)).toEqual([
      'Olivia Bennett',
      'Lucas Fischer',
      'Chloé Dubois',
      'Hannah Wright',
    ]);
    expect(
      (await api.operate(OPERATE, id, { type: 'DeleteQuestionnaire', id: 'Q1' })).statusCode,
    ).toBe(200);
    const after = await api.list(LIST, { userCaseID: id });
    expect(after.total).toBe(0);
    expect(after.counts).toMatchObject({ draft: 0, inProgress: 0, stopped: 0, deleted: 1 });
    expect((await api.list(LIST, { userCaseID: id, status: 'deleted' })).list[0]).toMatchObject({
      id: 'Q1',
      actions: ['results'],
    });
    expect(
      (await api.list(LIST, { userCaseID: id, status: 'deleted', keyword: 'SATISFACTION' })).total,
    ).toBe(1);
    expect(
      (await api.list(LIST, { userCaseID: id, status: 'deleted', keyword: 'refund' })).total,
    ).toBe(0);
  });

  it('refuses bad input with a key and writes nothing', async () => {
    const old = await api.h.start(api.token, CASE);
    const r = await api.h.post('/api/PracticeTraining/ResetCase', { userCaseID: old }, api.token);
    const id = r.json().data.userCaseID as string;
    await api.operate(OPERATE, id, create());
    await api.operate(OPERATE, id, { type: 'StartQuestionnaire', id: 'Q1' });
    const body = (command: object) => ({ userCaseID: id, command });
    const text = { kind: 'text', title: 'Why?' };
    await api.refusesAll(OPERATE, LIST, id, [
      { body: body(create({ questions: [] })), code: 422, key: 'questionnaire.error.noQuestion' },
      {
        body: body(create({ questions: Array.from({ length: 21 }, () => text) })),
        code: 422,
        key: 'questionnaire.error.tooManyQuestions',
      },
      {
        body: body(create({ questions: Array.from({ length: 51 }, () => text) })),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body(create({ questions: [{ kind: 'single', title: 'Speed?', options: ['Fast'] }] })),
        code: 422,
        key: 'questionnaire.error.optionsNeeded',
      },
      {
        body: body(
          create({ questions: [{ kind: 'multiple', title: 'Which?', options: ['Tea', 'tea'] }] }),
        ),
        code: 422,
        key: 'questionnaire.error.duplicateOption',
      },
      { body: body(create({ title: '   ' })), code: 422, key: 'questionnaire.error.noTitle' },
      { body: body(create({ title: 'x'.repeat(101) })), code: 400, key: 'errors.validation' },
      {
        body: body(create({ questions: [{ ...text, title: 'x'.repeat(201) }] })),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body(create({ questions: [{ ...text, points: 5 }] })),
        code: 400,
        key: 'errors.validation',
      },
      { body: body(create({ secret: true })), code: 400, key: 'errors.validation' },
      {
        body: body({ ...create(), type: 'EditQuestionnaire', id: 'Q1' }),
        code: 422,
        key: 'questionnaire.error.notDraft',
      },
      {
        body: body({ type: 'StartQuestionnaire', id: 'Q1' }),
        code: 422,
        key: 'questionnaire.error.notDraft',
      },
      {
        body: body({ type: 'DeleteQuestionnaire', id: 'Q1' }),
        code: 422,
        key: 'questionnaire.error.inProgress',
      },
      {
        body: body({ type: 'StopQuestionnaire', id: 'Q9' }),
        code: 422,
        key: 'questionnaire.error.notFound',
      },
      {
        body: body({ type: 'StopQuestionnaire', id: 'Q1' }),
        code: 403,
        key: 'errors.forbidden',
        t: api.other,
      },
    ]);
    const detail = (t: string, qid: string) =>
      api.h.post('/api/PTQuestion/Detail', { userCaseID: id, id: qid }, t);
    expect((await detail(api.other, 'Q1')).statusCode).toBe(403);
    const missing = await detail(api.token, 'Q9');
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'questionnaire.error.notFound',
    ]);
    const lists = await api.h.post(LIST, { userCaseID: id }, api.other);
    expect(lists.statusCode).toBe(403);
  });
});
