/**
 * /questionPaper (spec 2, 5): the store's questionnaires — status tabs (deleted ones under their
 * own tab), a title search, a new questionnaire (/creatPaper), edit a draft, start it, stop or
 * delete it after a confirmation, and its results per question. The case's buyers answer on the
 * sim clock: the answer counts and results update as answers arrive.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type {
  QuestionnaireListBody,
  QuestionnaireRow,
} from '../../../../schemas/questionnaire/api.ts';
import {
  QUESTIONNAIRE_STATUSES,
  type QuestionnaireAction,
  type QuestionnaireCommand,
  type QuestionnaireStatus,
} from '../../../../schemas/questionnaire/domain.ts';
import { useSession } from '../../session/session.ts';
import { FilterBar } from '../../shared/module/FilterBar.tsx';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';
import { StatusTabs } from '../../shared/module/StatusTabs.tsx';
import { useConfirm } from '../../shared/module/useConfirm.ts';
import { useListQuery } from '../../shared/module/useListQuery.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { QUESTIONNAIRE_OPERATE, questionnaireApi } from './api.ts';
import { QuestionnaireTable } from './QuestionnaireTable.tsx';
import { ResultsDrawer } from './ResultsDrawer.tsx';

type Filters = Pick<QuestionnaireListBody, 'keyword'>;

export default function QuestionnairePage() {
  const usercaseID = useSession((s) => s.usercaseID);
  return usercaseID ? <Questionnaires userCaseID={usercaseID} /> : null;
}

function Questionnaires({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useListQuery<Filters>();
  const [status, setStatus] = useState<QuestionnaireStatus | undefined>();
  const [results, setResults] = useState<QuestionnaireRow | null>(null);
  const list = useLiveList(
    useCallback(
      () => questionnaireApi.list({ userCaseID, status, ...q.filters, ...q.paging }),
      [userCaseID, status, q.filters, q.paging],
    ),
    'questionnaire.list',
  );
  const run = useOperate<QuestionnaireCommand>(
    QUESTIONNAIRE_OPERATE,
    'questionnaire',
    userCaseID,
    list.data?.version,
    list.reload,
  );
  const confirm = useConfirm();
  const counts = list.data?.counts ?? {};

  const onAction = (action: QuestionnaireAction, r: QuestionnaireRow) => {
    switch (action) {
      case 'edit':
        void navigate(`/creatPaper?id=${encodeURIComponent(r.id)}`);
        return;
      case 'start':
        void run({ type: 'StartQuestionnaire', id: r.id });
        return;
      case 'stop':
        void confirm(
          t('questionnaire.stop.title'),
          t('questionnaire.stop.confirm', { title: r.title }),
          () => run({ type: 'StopQuestionnaire', id: r.id }),
        );
        return;
      case 'delete':
        void confirm(
          t('questionnaire.delete.title'),
          t(
            r.answers > 0 ? 'questionnaire.delete.confirmAnswers' : 'questionnaire.delete.confirm',
            {
              title: r.title,
              count: r.answers,
            },
          ),
          () => run({ type: 'DeleteQuestionnaire', id: r.id }),
          true,
        );
        return;
      case 'results':
        setResults(r);
        return;
      default: {
        const unhandled: never = action;
        return unhandled;
      }
    }
  };

  return (
    <div className="page-stack" data-testid="questionnaire-page">
      <ModuleHeader title={t('module.questionnaire')} subtitle={t('questionnaire.subtitle')} />
      <Card variant="borderless" size="small">
        <FilterBar
          onSearch={(f) => q.search(f as Filters)}
          fields={[{ name: 'keyword', label: t('questionnaire.filter.keyword'), kind: 'text' }]}
        />
      </Card>
      <Card variant="borderless" size="small">
        <Flex justify="space-between" align="center">
          <StatusTabs
            statuses={QUESTIONNAIRE_STATUSES}
            counts={counts}
            allCount={Object.entries(counts)
              .filter(([s]) => s !== 'deleted')
              .reduce((n, [, c]) => n + c, 0)}
            active={status}
            labelKey={(s) => `questionnaire.status.${s}`}
            onChange={(s) => {
              setStatus(s);
              q.changePage(1, q.paging.limit);
            }}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="questionnaire-add"
            onClick={() => void navigate('/creatPaper')}
          >
            {t('questionnaire.add')}
          </Button>
        </Flex>
        <QuestionnaireTable
          data={list.data}
          loading={list.loading}
          paging={q.paging}
          onPage={q.changePage}
          onAction={onAction}
        />
      </Card>
      <ResultsDrawer userCaseID={userCaseID} row={results} onClose={() => setResults(null)} />
    </div>
  );
}
