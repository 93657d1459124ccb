/**
 * Start or continue a case: StartCase, then the session keys of the spec (usercaseID, caseID,
 * is_exam '0', fromHome) and the case's first built module page, with the task open.
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CaseListItem } from '../../../../schemas/api/practice.ts';
import { practiceApi } from '../../api/endpoints.ts';
import { useToolbox } from '../../case/toolboxStore.ts';
import { builtModules } from '../../modules/registry.ts';
import { enterCase, type FromHome } from '../../session/session.ts';

export const useStartCase = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return useCallback(
    async (item: CaseListItem, fromHome: FromHome) => {
      const first = builtModules(item.modules)[0];
      if (!first) {
        void message.warning(t('caseList.noBuiltModule'));
        return;
      }
      try {
        const data = await practiceApi.startCase(item.caseID);
        enterCase(data.userCaseID, data.caseID, fromHome);
        // The task opens first, so the student knows what the case asks before acting.
        useToolbox.setState({ taskOpen: true });
        void navigate(first.path);
      } catch {
        // the API client has shown the reason
      }
    },
    [message, navigate, t],
  );
};
