/** "Submit current result": confirm, POST Submit {userCaseID}, toast, then the spec's target. */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { practiceApi } from '../api/endpoints.ts';
import { useSession } from '../session/session.ts';
import { submitTarget } from './submitTarget.ts';

export const useSubmitCase = () => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();

  return useCallback(() => {
    const { usercaseID, caseID, isExam, fromHome } = useSession.getState();
    if (!usercaseID) return;
    modal.confirm({
      title: t('caseWork.submitConfirmTitle'),
      content: t('caseWork.submitConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const result = await practiceApi.submit(usercaseID);
          void message.success(
            t('caseWork.submitted', { score: result.score, total: result.totalScore }),
          );
          void navigate(submitTarget({ isExam, fromHome, caseID, usercaseID }));
        } catch {
          // the API client has shown the reason; the dialog closes
        }
      },
    });
  }, [message, modal, navigate, t]);
};
