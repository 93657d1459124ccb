/** The questionnaires: title, status, questions, answers, created, actions. */
import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  QuestionnaireListData,
  QuestionnaireRow,
} from '../../../../schemas/questionnaire/api.ts';
import type { QuestionnaireAction } from '../../../../schemas/questionnaire/domain.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { ActionLinks } from '../../shared/module/ActionLinks.tsx';
import { tablePaging, type Paging } from '../../shared/module/paging.ts';

const COLORS = { draft: 'blue', inProgress: 'green', stopped: 'default', deleted: 'red' } as const;

type Props = {
  data: QuestionnaireListData | null;
  loading: boolean;
  paging: Paging;
  onPage: (page: number, limit: number) => void;
  onAction: (action: QuestionnaireAction, row: QuestionnaireRow) => void;
};

export function QuestionnaireTable({ data, loading, paging, onPage, onAction }: Props) {
  const { t } = useTranslation();
  const caseTime = useCaseTime();
  const columns: TableColumnsType<QuestionnaireRow> = [
    { title: t('questionnaire.col.id'), dataIndex: 'id', width: 70 },
    { title: t('questionnaire.col.title'), dataIndex: 'title' },
    { title: t('questionnaire.col.store'), dataIndex: 'storeName', width: 160 },
    {
      title: t('questionnaire.col.status'),
      dataIndex: 'status',
      width: 100,
      render: (_, r) => (
        <Tag color={COLORS[r.status]} data-testid="questionnaire-status" data-status={r.status}>
          {t(`questionnaire.status.${r.status}`)}
        </Tag>
      ),
    },
    {
      title: t('questionnaire.col.questions'),
      dataIndex: 'questionCount',
      align: 'right',
      width: 80,
    },
    {
      title: t('questionnaire.col.answers'),
      key: 'answers',
      align: 'right',
      width: 80,
      render: (_, r) => (
        <span data-testid="questionnaire-answers" data-count={r.answers}>
          {r.answers}
        </span>
      ),
    },
    {
      title: t('questionnaire.col.createdAt'),
      dataIndex: 'createdAt',
      width: 140,
      render: (v: string) => caseTime(v),
    },
    {
      title: t('questionnaire.col.actions'),
      key: 'actions',
      width: 110,
      render: (_, r) => (
        <ActionLinks
          actions={r.actions}
          danger={(a) => a === 'delete' || a === 'stop'}
          testId={(a) => `questionnaire-${a}`}
          label={(a) => t(`questionnaire.action.${a}`)}
          onAction={(a) => onAction(a, r)}
        />
      ),
    },
  ];
  return (
    <Table<QuestionnaireRow>
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={data?.list ?? []}
      pagination={tablePaging(t, paging, data?.total ?? 0, onPage)}
    />
  );
}
