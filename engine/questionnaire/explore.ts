/**
 * What the explorer may ask of questionnaires: the ones created, the case's stores, and a
 * questionnaire built from the case itself — a single, a multiple and a text question titled
 * with the texts the rubrics read for each kind (`singleText`, `multipleText`, `openText`), the
 * options the respondents' opinions choose, and the title the `title` rubric reads.
 */
import type { Command } from '../attempt/decide.ts';
import { textsFor } from '../explore/texts.ts';
import type { ExploreKit } from '../kit.ts';

export const questionnaireExplore: ExploreKit = {
  domains: (state, scenario) => ({
    id: Object.keys(state.questionnaire.byId),
    store: scenario.stores.map((s) => s.id),
  }),
  commands: (_state, ctx) => {
    const store = ctx.scenario.stores[0]?.id;
    if (!store) return [];
    const respondents = ctx.scenario.world.questionnaire?.respondents ?? [];
    const chosen = [
      ...new Set(
        respondents.flatMap((r) =>
          r.opinions.flatMap((o) => (o.choose ? textsFor(o.choose).slice(0, 1) : [])),
        ),
      ),
    ].map((t) => t.slice(0, 100));
    const options = [...chosen, 'A', 'B'].filter((o, i, all) => all.indexOf(o) === i).slice(0, 10);
    const text = (field: string, fallback: string) =>
      (ctx.textsByField.get(field)?.[0] ?? fallback).slice(0, 200);
    const title = text('title', 'Survey').slice(0, 100);
    const questions = [
      { kind: 'single' as const, title: text('singleText', 'Question one'), options },
      { kind: 'multiple' as const, title: text('multipleText', 'Question two'), options },
      { kind: 'text' as const, title: text('openText', 'Question three'), options: [] },
    ];
    return [{ type: 'CreateQuestionnaire', store, title, questions }] as Command[];
  },
};
