/**
 * The shipped questionnaire case played through the engine as a student would on the
 * Questionnaires page: a survey written, started, answered by the case's buyers on the sim clock
 * (1h to 6h after the start: a few real seconds at 1440×), stopped, and its results read. A good
 * walkthrough reaches full marks; a careless survey, stopped early and deleted with its answers,
 * fails.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../engine/testing/fixtures.ts';
import { dataOf, earned, Session, types } from '../engine/testing/session.ts';
import { tallyQuestionnaire } from '../engine/index.ts';
import type { Envelope } from '../engine/core/envelope.ts';
import type { Question } from '../schemas/questionnaire/domain.ts';

const create = (title: string, questions: Question[]) =>
  ({ type: 'CreateQuestionnaire', store: 'll1', title, questions }) as const;
const start = (id: string) => ({ type: 'StartQuestionnaire', id }) as const;
const stop = (id: string) => ({ type: 'StopQuestionnaire', id }) as const;
const remove = (id: string) => ({ type: 'DeleteQuestionnaire', id }) as const;

/** The answers among the events written (not the timers that brought them). */
const answered = (events: readonly Envelope[]) =>
  events.filter((e) => e.type === 'QuestionnaireAnswered');
const buyers = (events: readonly Envelope[]) =>
  answered(events).map((e) => (e.data as { buyer: string }).buyer);

const GOOD: Question[] = [
  {
    kind: 'single',
    title: 'How satisfied are you with our delivery speed?',
    options: ['Very fast', 'As expected', 'Too slow'],
  },
  {
    kind: 'multiple',
    title: 'Which products would you like to buy next?',
    options: ['Green tea', 'Oolong', 'Teaware', 'Gift boxes'],
  },
  { kind: 'text', title: 'Any suggestions to help us improve?' },
];

describe('independent-survey-satisfaction', () => {
  const s = loadCase('independent-survey-satisfaction');

  it('a good walkthrough: the survey written, started, answered by 5 buyers, stopped (100)', () => {
    expect(s.clock.speed).toBe(1440);
    const p = new Session(s);
    const created = p.do(create('Customer satisfaction survey', GOOD));
    expect(dataOf(created, 'QuestionnaireCreated')).toMatchObject({
      id: 'Q1',
      store: 'll1',
      questionCount: 3,
      questions: [
        { kind: 'single', options: ['Very fast', 'As expected', 'Too slow'] },
        { kind: 'multiple' },
        { kind: 'text', options: [] },
      ],
    });
    const started = p.do(start('Q1'));
    expect(types(started)).toEqual([
      'QuestionnaireStarted',
      ...Array<string>(5).fill('TimerScheduled'),
    ]);
    expect(dataOf(started, 'QuestionnaireStarted')).toMatchObject({
      kinds: ['single', 'multiple', 'text'],
      singleText:
        'How satisfied are you with our delivery speed? / Very fast / As expected / Too slow',
      openText: 'Any suggestions to help us improve?',
    });
    // The first buyer answers 1h (sim) after the start, the last after 6h.
    expect(buyers(p.wait(50))).toEqual([]);
    expect(buyers(p.wait(10))).toEqual(['b1']);
    expect(buyers(p.wait(180))).toEqual(['b2', 'b3', 'b4']);
    expect(buyers(p.wait(120))).toEqual(['b5']);
    const q = p.state.questionnaire.byId.Q1!;
    expect(q.responses).toHaveLength(5);
    const [delivery, products, suggestions] = tallyQuestionnaire(q);
    // Fast: b1, b4; as expected: b2, b5; too slow: b3.
    expect(delivery?.options.map((o) => o.count)).toEqual([2, 2, 1]);
    // Green tea: b1, b3; oolong: b3, b5; teaware: b2, b4; gift boxes: b1, b4.
    expect(products?.options.map((o) => o.count)).toEqual([2, 2, 2, 2]);
    // b5 has nothing to suggest.
    expect(suggestions?.answered).toBe(4);
    // Each buyer answers in their own language, the zh and en meaning beside it.
    expect(suggestions?.texts[2]).toEqual({
      buyer: 'b3',
      text: {
        fr: expect.stringContaining('12 jours') as unknown,
        zh: expect.stringContaining('12 天') as unknown,
        en: expect.stringContaining('12 days') as unknown,
      },
    });
    expect(suggestions?.texts[1]?.text.de).toContain('Keramik');
    expect(suggestions?.texts.map((t) => s.buyers.find((x) => x.id === t.buyer)?.language)).toEqual(
      ['en', 'de', 'fr', 'en'],
    );
    expect(dataOf(p.do(stop('Q1')), 'QuestionnaireStopped')).toMatchObject({
      id: 'Q1',
      answers: 5,
    });
    const b = p.score();
    expect(earned(b)).toEqual({
      7101: 10,
      7102: 10,
      7103: 20,
      7104: 15,
      7105: 15,
      7106: 10,
      7107: 20,
      7108: 0,
    });
    expect(b.score).toBe(100);
    expect(b.points.find((x) => x.pointID === 7108)?.outcome).toBe('avoided');
  });

  it('a survey in Chinese, edited while a draft, earns the same (100)', () => {
    const p = new Session(s);
    p.do(
      create('客户调查', [
        { kind: 'single', title: '您对我们的配送速度满意吗？', options: ['很快', '一般', '太慢'] },
      ]),
    );
    p.do({
      type: 'EditQuestionnaire',
      id: 'Q1',
      store: 'll1',
      title: '客户满意度调查',
      questions: [
        { kind: 'single', title: '您对我们的配送速度满意吗？', options: ['很快', '一般', '太慢'] },
        {
          kind: 'multiple',
          title: '您对哪些产品感兴趣？',
          options: ['绿茶', '乌龙茶', '茶具', '礼盒'],
        },
        { kind: 'text', title: '您对我们有什么建议？' },
      ],
    });
    p.do(start('Q1'));
    expect(buyers(p.wait(4 * 60))).toEqual(['b1', 'b2', 'b3', 'b4']);
    const texts = tallyQuestionnaire(p.state.questionnaire.byId.Q1!)[2]?.texts;
    expect(texts?.map((x) => x.buyer)).toEqual(['b1', 'b2', 'b3', 'b4']);
    p.do(stop('Q1'));
    // Nothing more after the stop.
    expect(answered(p.wait(6 * 60))).toEqual([]);
    const b = p.score();
    expect(b.score).toBe(100);
  });

  it('grades each question as a customer reads it: bare keywords earn nothing, rudeness loses tone', () => {
    const points = (questions: Question[]) => {
      const p = new Session(s);
      p.do(create('Customer satisfaction survey', questions));
      p.do(start('Q1'));
      return p.score().points;
    };
    const failed = (ps: ReturnType<typeof points>, id: number) =>
      ps
        .find((x) => x.pointID === id)
        ?.checks.filter((c) => !c.ok)
        .map((c) => c.kind);
    // Keywords as questions: the topics are there, no question is asked.
    const stuffed = points([
      { kind: 'single', title: 'Shipping', options: ['Fast', 'Slow'] },
      { kind: 'multiple', title: 'Products', options: ['Tea', 'Teaware'] },
      { kind: 'text', title: 'Suggestions' },
    ]);
    for (const id of [7103, 7104, 7105]) {
      expect(stuffed.find((x) => x.pointID === id)?.earned).toBe(0);
      expect(failed(stuffed, id)).toContain('sentences');
    }
    // The right questions, asked rudely: the tone check fails, and only it.
    const rude = points([
      {
        kind: 'single',
        title: 'How satisfied are you with our delivery speed, or are you TOO LAZY TO ANSWER???',
        options: ['Very fast', 'As expected', 'Too slow'],
      },
      {
        kind: 'multiple',
        title: 'Which products would you like to buy next?',
        options: ['Tea', 'Teaware'],
      },
      { kind: 'text', title: 'Any suggestions to help us improve? DO NOT WASTE OUR TIME!!!' },
    ]);
    expect(failed(rude, 7103)).toEqual(['tone']);
    expect(failed(rude, 7105)).toEqual(['tone']);
    expect(rude.find((x) => x.pointID === 7103)?.earned).toBeLessThan(20);
    expect(rude.find((x) => x.pointID === 7104)?.earned).toBe(15);
  });

  it('a poor walkthrough: a careless survey asking for card data, stopped early, deleted with its answers (0)', () => {
    const p = new Session(s);
    p.do(
      create('Quick survey', [
        {
          kind: 'text',
          title: 'Leave your bank card number and we will send you a coupon',
        },
        { kind: 'single', title: 'Do you like us?', options: ['Yes', 'No'] },
      ]),
    );
    p.do(start('Q1'));
    expect(buyers(p.wait(60))).toEqual(['b1']);
    // b1 has no opinion on "Do you like us?": the seeded generator picks an option.
    expect(p.state.questionnaire.byId.Q1?.responses[0]?.answers).toEqual([
      { question: 1, choices: [expect.any(Number) as unknown], text: null },
    ]);
    expect(dataOf(p.do(stop('Q1')), 'QuestionnaireStopped')).toMatchObject({ answers: 1 });
    expect(dataOf(p.do(remove('Q1')), 'QuestionnaireDeleted')).toMatchObject({
      from: 'stopped',
      answers: 1,
    });
    expect(answered(p.wait(6 * 60))).toEqual([]);
    const b = p.score();
    // "bank card" and "card number": 6 of the 8 privacy checks pass, 7 of 10.
    expect(earned(b)).toEqual({
      7101: 0,
      7102: 0,
      7103: 0,
      7104: 0,
      7105: 0,
      7106: 7,
      7107: 0,
      7108: -20,
    });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });

  it('refuses a survey with no question, too many, bad options, and steps the lifecycle forbids', () => {
    const p = new Session(s);
    expect(p.refused(create('Survey', [])).messageKey).toBe('questionnaire.error.noQuestion');
    expect(
      p.refused(
        create(
          'Survey',
          Array.from({ length: 21 }, () => GOOD[2]!),
        ),
      ),
    ).toMatchObject({ messageKey: 'questionnaire.error.tooManyQuestions', params: { max: 20 } });
    expect(
      p.refused(create('Survey', [{ kind: 'single', title: 'Speed?', options: ['Fast'] }])),
    ).toMatchObject({ messageKey: 'questionnaire.error.optionsNeeded', params: { n: 1, min: 2 } });
    expect(
      p.refused(create('Survey', [{ kind: 'multiple', title: 'Which?', options: ['A', ' a '] }])),
    ).toMatchObject({
      messageKey: 'questionnaire.error.duplicateOption',
      params: { n: 1, option: 'a' },
    });
    p.do(create('Customer satisfaction survey', GOOD));
    expect(p.refused(stop('Q1')).messageKey).toBe('questionnaire.error.notInProgress');
    p.do(start('Q1'));
    expect(p.refused(start('Q1')).messageKey).toBe('questionnaire.error.notDraft');
    expect(p.refused(remove('Q1')).messageKey).toBe('questionnaire.error.inProgress');
    expect(p.refused(stop('Q9')).messageKey).toBe('questionnaire.error.notFound');
  });
});
