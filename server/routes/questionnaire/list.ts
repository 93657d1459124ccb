/**
 * The questionnaires views (pure): the list (newest first, deleted ones only under their tab, with
 * status counts), one questionnaire with its results, and what the create form offers.
 */
import {
  allowedQuestionnaireActions,
  listedQuestionnaires,
  tallyQuestionnaire,
  type Questionnaire,
} from '../../../engine/index.ts';
import * as Q from '../../../schemas/questionnaire/api.ts';
import { QUESTIONNAIRE_STATUSES } from '../../../schemas/questionnaire/domain.ts';
import { contains, pageOf, statusCounts } from '../operate.ts';
import type { View } from '../view.ts';

const row = (q: Questionnaire, { scenario }: View): Q.QuestionnaireRow => {
  const store = scenario.stores.find((s) => s.id === q.store);
  return {
    id: q.id,
    store: q.store,
    storeName: store?.name ?? q.store,
    platform: store?.platform ?? 'independent',
    title: q.title,
    status: q.status,
    questionCount: q.questions.length,
    answers: q.responses.length,
    createdAt: q.createdAt,
    startedAt: q.startedAt,
    stoppedAt: q.stoppedAt,
    actions: allowedQuestionnaireActions(q),
  };
};

export const questionnaireList = (v: View, q: Q.QuestionnaireListBody): Q.QuestionnaireListData => {
  const all = listedQuestionnaires(v.state.questionnaire)
    .filter((x) => contains(x.title, q.keyword))
    .map((x) => row(x, v));
  const counts = statusCounts(QUESTIONNAIRE_STATUSES, all);
  const rows = all.filter((r) => (q.status ? r.status === q.status : r.status !== 'deleted'));
  return { ...pageOf(rows, q.page, q.limit), version: v.state.version, counts };
};

/** One questionnaire (a deleted one too: its results stay on record), or null. */
export const questionnaireDetail = (v: View, id: string): Q.QuestionnaireDetailData | null => {
  const q = v.state.questionnaire.byId[id];
  if (!q) return null;
  const name = (buyer: string) => v.scenario.buyers.find((b) => b.id === buyer)?.name ?? buyer;
  return {
    questionnaire: row(q, v),
    questions: q.questions.map((x) => ({ ...x, options: [...x.options] })),
    results: tallyQuestionnaire(q).map((t, i) => ({
      kind: q.questions[i]!.kind,
      title: q.questions[i]!.title,
      answered: t.answered,
      options: t.options,
      texts: t.texts.map((x) => ({ ...x, buyerName: name(x.buyer) })),
    })),
    version: v.state.version,
  };
};

export const questionnaireInfos = (v: View): Q.QuestionnaireInfosData => ({
  stores: v.scenario.stores.map((s) => ({ id: s.id, name: s.name, platform: s.platform })),
  limits: { ...Q.QUESTIONNAIRE_LIMITS },
  version: v.state.version,
});
