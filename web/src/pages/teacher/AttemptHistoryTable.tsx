/**
 * A student's attempts at one case, newest first: status (reset ones too), score, started and
 * submitted times, and whether the grade counts it. The teacher's list opens any attempt; the
 * student's list (case list) only reads.
 */
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttemptHistoryData, AttemptRow } from '../../../../schemas/api/grades.ts';
import { formatDateTime } from '../../shared/format.ts';
import { AttemptStatusTag } from './parts.tsx';

export function GradeLine({ data }: { data: AttemptHistoryData }) {
  const { t } = useTranslation();
  return (
    <Typography.Text data-testid="attempt-history-grade">
      {t('grades.gradeLine', {
        method: t(`grades.method.${data.gradingMethod}`),
        grade: data.grade
          ? t('teacher.scoreOf', { score: data.grade.score, total: data.totalScore })
          : t('common.none'),
      })}
    </Typography.Text>
  );
}

export function AttemptHistoryTable({
  data,
  action,
}: {
  data: AttemptHistoryData;
  /** A cell of an extra last column (the teacher's "open"). */
  action?: (row: AttemptRow) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const total = data.attempts.length;
  const columns: TableColumnsType<AttemptRow> = [
    {
      title: '#',
      key: 'n',
      width: 48,
      render: (_, _r, i) => total - i,
    },
    {
      title: t('grades.col.status'),
      key: 'status',
      render: (_, r) => (
        <>
          <AttemptStatusTag status={r.status} />
          {r.status === 'reset' && r.submittedAt ? <Tag>{t('grades.submittedBefore')}</Tag> : null}
        </>
      ),
    },
    {
      title: t('grades.col.score'),
      key: 'score',
      align: 'right',
      render: (_, r) =>
        r.score === null || r.submittedAt === null ? (
          t('common.none')
        ) : (
          <Typography.Text type={r.passed ? 'success' : 'danger'}>
            {t('teacher.scoreOf', { score: r.score, total: data.totalScore })}
          </Typography.Text>
        ),
    },
    {
      title: t('grades.col.counted'),
      key: 'counted',
      render: (_, r) => (r.counted ? <Tag color="blue">{t('grades.counted')}</Tag> : null),
    },
    {
      title: t('grades.col.startedAt'),
      key: 'startedAt',
      render: (_, r) => formatDateTime(r.startedAt),
    },
    {
      title: t('grades.col.submittedAt'),
      key: 'submittedAt',
      render: (_, r) => formatDateTime(r.submittedAt) || t('common.none'),
    },
    ...(action
      ? [{ title: '', key: 'action', render: (_: unknown, r: AttemptRow) => action(r) }]
      : []),
  ];
  return (
    <Table<AttemptRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={data.attempts}
      pagination={false}
      onRow={(r) => ({ 'data-testid': 'attempt-history-row', 'data-status': r.status }) as object}
      locale={{ emptyText: t('grades.empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
