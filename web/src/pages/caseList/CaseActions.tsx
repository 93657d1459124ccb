/** Row actions of a case: start (not started), continue (in progress), reset, view analysis. */
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseListItem } from '../../../../schemas/api/practice.ts';
import { practiceApi } from '../../api/endpoints.ts';
import type { FromHome } from '../../session/session.ts';
import { useStartCase } from './useStartCase.ts';

type Props = {
  item: CaseListItem;
  fromHome: FromHome;
  onChanged: () => void;
  onAnalysis: () => void;
};

export function CaseActions({ item, fromHome, onChanged, onAnalysis }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const start = useStartCase();
  const [busy, setBusy] = useState(false);
  const id = item.userCaseID;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    if (!id) return;
    try {
      await practiceApi.resetCase(id);
      void message.success(t('caseList.resetDone'));
      onChanged();
    } catch {
      // the API client has shown the reason
    }
  };

  return (
    <Space size={4} wrap>
      {item.status === 'notStarted' ? (
        <Button
          type="primary"
          size="small"
          loading={busy}
          data-testid="case-start"
          onClick={() => void run(() => start(item, fromHome))}
        >
          {t('caseList.action.start')}
        </Button>
      ) : null}
      {item.status === 'inProgress' ? (
        <Button
          type="primary"
          size="small"
          loading={busy}
          data-testid="case-continue"
          onClick={() => void run(() => start(item, fromHome))}
        >
          {t('caseList.action.continue')}
        </Button>
      ) : null}
      {item.status === 'submitted' ? (
        <Button size="small" data-testid="case-analysis" onClick={onAnalysis}>
          {t('caseList.action.analysis')}
        </Button>
      ) : null}
      {id ? (
        <Popconfirm
          title={t('caseList.resetConfirmTitle')}
          description={t('caseList.resetConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => run(reset)}
        >
          <Button size="small" danger type="text" data-testid="case-reset">
            {t('caseList.action.reset')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
