/**
 * Who is behind, at a glance: per student the rank and average grade (by the class's grading
 * method), cases passed, failed, in progress and not started, and the last activity; sortable.
 * Each row opens the student's training report (StudentReportPage).
 */
import { FileTextOutlined } from '@ant-design/icons';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClassViewData } from '../../../../schemas/api/teacher.ts';
import { formatDateTime } from '../../shared/format.ts';
import { useScore } from './parts.tsx';

type Student = ClassViewData['students'][number];

/** Ascending with the missing values last, whatever the order asked. */
export const nullsLast =
  <T,>(get: (s: T) => number | string | null) =>
  (a: T, b: T, order?: 'ascend' | 'descend' | null) => {
    const x = get(a);
    const y = get(b);
    if (x === null || y === null) {
      if (x === y) return 0;
      const last = x === null ? 1 : -1;
      return order === 'descend' ? -last : last;
    }
    return typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
  };

export function ClassStudentsTable({
  students,
  loading,
}: {
  students: Student[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const score = useScore();
  const count = (key: 'passed' | 'failed' | 'inProgress' | 'notStarted', danger = false) => ({
    title: t(`teacher.class.col.${key}`),
    dataIndex: key,
    key,
    width: 110,
    align: 'right' as const,
    sorter: (a: Student, b: Student) => a[key] - b[key],
    render: (v: number) => (
      <Typography.Text type={danger && v > 0 ? 'danger' : undefined} data-testid={`student-${key}`}>
        {v}
      </Typography.Text>
    ),
  });
  const columns: TableColumnsType<Student> = [
    {
      title: t('teacher.class.col.rank'),
      dataIndex: 'rank',
      key: 'rank',
      width: 80,
      align: 'center',
      defaultSortOrder: 'ascend',
      sorter: nullsLast((s: Student) => s.rank),
      render: (v: number | null) => v ?? t('common.none'),
    },
    {
      title: t('teacher.class.col.student'),
      key: 'name',
      width: 180,
      sorter: (a, b) => a.name.localeCompare(b.name) || a.username.localeCompare(b.username),
      render: (_, s) => (
        <div>
          <div>{s.name}</div>
          <Typography.Text type="secondary">{s.username}</Typography.Text>
        </div>
      ),
    },
    {
      title: t('teacher.class.col.average'),
      dataIndex: 'average',
      key: 'average',
      width: 110,
      align: 'right',
      sorter: nullsLast((s: Student) => s.average),
      render: (v: number | null) => (
        <Typography.Text strong data-testid="student-average">
          {score(v)}
        </Typography.Text>
      ),
    },
    count('passed'),
    count('failed', true),
    count('inProgress'),
    count('notStarted', true),
    {
      title: t('teacher.class.col.lastActivity'),
      dataIndex: 'lastActivity',
      key: 'lastActivity',
      width: 160,
      sorter: nullsLast((s: Student) => s.lastActivity),
      render: (v: string | null) => formatDateTime(v) || t('teacher.class.never'),
    },
    {
      title: t('classReports.report'),
      key: 'report',
      width: 100,
      render: (_, s) => (
        <Button
          size="small"
          icon={<FileTextOutlined />}
          data-testid={`student-report-${s.username}`}
          onClick={() => void navigate(`/Teacher/student/${encodeURIComponent(s.id)}/report`)}
        >
          {t('classReports.report')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Student>
      rowKey="id"
      columns={columns}
      dataSource={students}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('teacher.class.empty') }}
      showSorterTooltip={false}
      onRow={(s) => ({ 'data-testid': `class-student-${s.username}` }) as object}
      data-testid="class-students"
    />
  );
}
