/** Calls of /api/PTQuestion (list, Detail, Infos; Operate goes through useOperate). */
import type * as Q from '../../../../schemas/questionnaire/api.ts';
import { api } from '../../api/index.ts';

export const QUESTIONNAIRE_OPERATE = '/PTQuestion/Operate';

export const questionnaireApi = {
  list: (body: Q.QuestionnaireListBody) =>
    api.post<Q.QuestionnaireListData>('/PTQuestion/list', body),
  detail: (userCaseID: string, id: string) =>
    api.post<Q.QuestionnaireDetailData>('/PTQuestion/Detail', { userCaseID, id }),
  infos: (userCaseID: string) =>
    api.post<Q.QuestionnaireInfosData>('/PTQuestion/Infos', { userCaseID }),
};
