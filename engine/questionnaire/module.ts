/** The questionnaires module for the engine (engine/kit.ts): the case's buyers answer on timers. */
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { DecideContext } from '../attempt/context.ts';
import { simTimeOf } from '../core/clock.ts';
import type { EngineModule, ReportError } from '../kit.ts';
import { dupes } from '../kit.ts';
import { answersOf } from './answers.ts';
import { decideQuestionnaires } from './decide.ts';
import { evolveQuestionnaires } from './evolve.ts';
import { initialQuestionnaires, type QuestionnaireState } from './state.ts';
import { questionnaireExplore } from './explore.ts';

/** A respondent answers a questionnaire still in progress, once. */
const answer = (id: string, buyer: string, ctx: DecideContext): DomainEvent[] => {
  const q = ctx.state.questionnaire.byId[id];
  if (!q || q.status !== 'inProgress' || q.responses.some((r) => r.buyer === buyer)) return [];
  const r = ctx.scenario.world.questionnaire?.respondents.find((x) => x.buyer === buyer);
  if (!r) return [];
  return [
    {
      type: 'QuestionnaireAnswered',
      data: {
        id,
        buyer,
        answers: answersOf(q, r, ctx.rng),
        count: q.responses.length + 1,
        at: simTimeOf(ctx.scenario.clock, ctx.state.clockStartedAt, ctx.now),
      },
    },
  ];
};

const check = (s: Scenario, err: ReportError) => {
  const respondents = s.world.questionnaire?.respondents ?? [];
  const buyers = new Set(s.buyers.map((b) => b.id));
  const at = (...p: (string | number)[]) => ['world', 'questionnaire', 'respondents', ...p];
  for (const d of dupes(respondents.map((r) => r.buyer))) err(at(), `buyer "${d}" answers twice`);
  respondents.forEach((r, i) => {
    if (!buyers.has(r.buyer)) err(at(i, 'buyer'), `unknown buyer "${r.buyer}"`);
    r.opinions.forEach((o, j) => {
      if (!o.choose && !o.text) err(at(i, 'opinions', j), 'an opinion chooses or says something');
    });
  });
};

export const questionnaireModule: EngineModule<'questionnaire', QuestionnaireState> = {
  init: initialQuestionnaires,
  evolve: evolveQuestionnaires,
  decide: decideQuestionnaires,
  policies: {},
  timers: {
    questionnaireAnswered: { run: ({ id, buyer }, ctx) => answer(id, buyer, ctx) },
  },
  finals: {},
  tables: {
    questionnaire: {
      keys: (state) => Object.keys(state.questionnaire.byId),
      view: (state, key) => {
        const q = state.questionnaire.byId[key];
        return q
          ? {
              title: q.title,
              status: q.status,
              questions: q.questions.length,
              responses: q.responses.length,
            }
          : null;
      },
    },
  },
  explore: questionnaireExplore,
  check,
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    questionnaire: QuestionnaireState;
  }
}
