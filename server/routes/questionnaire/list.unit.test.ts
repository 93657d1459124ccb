/** The questionnaires views: tabs and search, deleted ones under their own tab, results per question. */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../../engine/index.ts';
import { loadCase } from '../../../engine/testing/fixtures.ts';
import { Session } from '../../../engine/testing/session.ts';
import { questionnaireDetail, questionnaireInfos, questionnaireList } from './list.ts';

const s = loadCase('independent-survey-satisfaction');
const paper = (title: string): Command => ({
  type: 'CreateQuestionnaire',
  store: 'll1',
  title,
  questions: [
    { kind: 'single', title: 'Delivery speed?', options: ['Fast', 'As expected', 'Slow'] },
    { kind: 'text', title: 'Suggestions?' },
  ],
});

describe('questionnaire views', () => {
  it('list newest first, without the deleted ones unless asked, with counts and search', () => {
    const p = new Session(s);
    p.do(paper('Delivery survey'));
    p.do(paper('Old draft'));
    p.do(paper('Satisfaction survey'));
    p.do({ type: 'DeleteQuestionnaire', id: 'Q2' });
    p.do({ type: 'StartQuestionnaire', id: 'Q3' });
    const v = { scenario: s, state: p.state };
    const all = questionnaireList(v, { userCaseID: 'u' });
    expect(all.list.map((r) => [r.id, r.status])).toEqual([
      ['Q3', 'inProgress'],
      ['Q1', 'draft'],
    ]);
    expect(all.counts).toEqual({ draft: 1, inProgress: 1, stopped: 0, deleted: 1 });
    expect(questionnaireList(v, { userCaseID: 'u', status: 'deleted' }).list[0]?.id).toBe('Q2');
    expect(questionnaireList(v, { userCaseID: 'u', keyword: 'SURVEY' }).total).toBe(2);
    expect(questionnaireInfos(v).stores).toEqual([
      { id: 'll1', name: 'Lumen & Leaf', platform: 'independent' },
    ]);
  });

  it('results: answers per option and the text answers with the buyers’ names', () => {
    const p = new Session(s);
    p.do(paper('Satisfaction survey'));
    p.do({ type: 'StartQuestionnaire', id: 'Q1' });
    p.wait(6 * 60);
    const d = questionnaireDetail({ scenario: s, state: p.state }, 'Q1');
    expect(d?.questionnaire).toMatchObject({ answers: 5, actions: ['stop', 'results'] });
    expect(d?.results[0]).toMatchObject({
      answered: 5,
      options: [
        { text: 'Fast', count: 2 },
        { text: 'As expected', count: 2 },
        { text: 'Slow', count: 1 },
      ],
      texts: [],
    });
    expect(d?.results[1]?.texts.map((x) => x.buyerName)).toEqual([
      'Olivia Bennett',
      'Lucas Fischer',
      'Chloé Dubois',
      'Hannah Wright',
    ]);
    expect(questionnaireDetail({ scenario: s, state: p.state }, 'Q9')).toBeNull();
  });
});
