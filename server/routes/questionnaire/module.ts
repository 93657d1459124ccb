/**
 * The questionnaire module's server declaration: list (status tabs, title search) and Operate
 * (create, edit, start, stop, delete), registered by the kit, and Detail and Infos. Prefix and
 * tag come from its identity.
 */
import * as Q from '../../../schemas/questionnaire/api.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { questionnaireList } from './list.ts';
import { questionnaireRoutes } from './routes.ts';

export const questionnaireServer: ServerModule = {
  list: listRoute({
    body: Q.QuestionnaireListBody,
    data: Q.QuestionnaireListData,
    view: questionnaireList,
  }),
  commands: [commandRoute({ body: Q.QuestionnaireOperateBody })],
  routes: questionnaireRoutes,
};
