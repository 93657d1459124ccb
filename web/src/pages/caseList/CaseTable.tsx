/**
 * The case table: title, platforms, modules, total/pass score, status (marked when a teacher has
 * rated, commented on or adjusted an attempt since the student last read its analysis), my score
 * (with my attempts at the case), actions.
 */
import { BellOutlined } from '@ant-design/icons';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseListItem } from '../../../../schemas/api/practice.ts';
import type { FromHome } from '../../session/session.ts';
import { useLocalText } from '../../shared/format.ts';
import { AttemptHistory } from './AttemptHistory.tsx';
import { CaseActions } from './CaseActions.tsx';
import { StatusTag } from './StatusTag.tsx';

type Props = {
  list: CaseListItem[];
  loading: boolean;
  fromHome: FromHome;
  onChanged: () => void;
  onAnalysis: (item: CaseListItem) => void;
};

export function CaseTable({ list, loading, fromHome, onChanged, onAnalysis }: Props) {
  const { t } = useTranslation();
  const text = useLocalText();
  const columns: TableColumnsType<CaseListItem> = [
    {
      title: t('caseList.col.title'),
      key: 'title',
      render: (_, c) => (
        <div>
          <Typography.Text strong>{text(c.title)}</Typography.Text>
          <div>
            <Typography.Text type="secondary" className="mono">
              {c.caseID}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: t('caseList.col.platforms'),
      key: 'platforms',
      render: (_, c) => c.platforms.map((p) => <Tag key={p}>{t(`platform.${p}`)}</Tag>),
    },
    {
      title: t('caseList.col.modules'),
      key: 'modules',
      render: (_, c) =>
        c.modules.map((m) => (
          <Tag key={m} color="blue" variant="filled">
            {t(`module.${m}`)}
          </Tag>
        )),
    },
    {
      title: t('caseList.col.score'),
      key: 'score',
      width: 120,
      render: (_, c) => t('caseList.totalPass', { total: c.totalScore, pass: c.passScore }),
    },
    {
      title: t('caseList.col.status'),
      key: 'status',
      width: 110,
      render: (_, c) => (
        <>
          <StatusTag status={c.status} />
          {c.teacherNews ? (
            <Tag
              color="magenta"
              icon={<BellOutlined />}
              title={t('caseList.teacherNewsHint')}
              data-testid="case-teacher-news"
            >
              {t('caseList.teacherNews')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: t('caseList.col.myScore'),
      key: 'myScore',
      width: 130,
      render: (_, c) => (
        <>
          {c.score === null ? (
            <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
          ) : (
            <Typography.Text strong type={c.passed ? 'success' : 'danger'} data-testid="my-score">
              {c.score}
            </Typography.Text>
          )}
          {c.status === 'notStarted' ? null : <AttemptHistory caseID={c.caseID} />}
        </>
      ),
    },
    {
      title: t('caseList.col.actions'),
      key: 'actions',
      width: 260,
      render: (_, c) => (
        <CaseActions
          item={c}
          fromHome={fromHome}
          onChanged={onChanged}
          onAnalysis={() => onAnalysis(c)}
        />
      ),
    },
  ];
  return (
    <Table<CaseListItem>
      rowKey="caseID"
      columns={columns}
      dataSource={list}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('caseList.empty') }}
      scroll={{ x: 900 }}
    />
  );
}
