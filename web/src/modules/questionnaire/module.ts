/**
 * The questionnaire module's page declaration: icon, lazy page and notices; its route comes from
 * its identity.
 */
import { FormOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const questionnairePage: ModulePage = {
  icon: FormOutlined,
  load: () => import('./QuestionnairePage.tsx'),
  notices: ['QuestionnaireAnswered'],
  // The list shows each answer as it arrives (the answer count and the results).
  quietWhenOpen: true,
  routes: [{ path: '/creatPaper', load: () => import('./CreatePaperPage.tsx') }],
};
