/**
 * /Teacher/class/:classId: who is behind first — per student the average grade, cases passed,
 * failed, in progress and not started, last activity (filter: failed or not started,
 * `?filter=behind`) — then the students × cases matrix: per case the student's grade by the
 * class's grading method (passed green, failed red) or where they are; a cell opens the attempt
 * its grade stands for, its count every attempt (reset ones too), and a case's header button its
 * point-by-point analysis across the class. The teacher chooses the grading method here.
 */
import {
  AuditOutlined,
  BarChartOutlined,
  DownloadOutlined,
  FileExcelOutlined,
} from '@ant-design/icons';
import {
  App,
  Badge,
  Button,
  Card,
  Flex,
  Switch,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ClassCell, ClassViewData } from '../../../../schemas/api/teacher.ts';
import { formatDateTime, useLocalText } from '../../shared/format.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { teacherApi } from './api.ts';
import { CaseAnalyticsDrawer } from './CaseAnalyticsDrawer.tsx';
import { classCsv, type GradeLabels } from './classCsv.ts';
import { classXlsx } from './classXlsx.ts';
import { ClassReportsButton } from './ClassReportsButton.tsx';
import { ClassStaffCard } from './ClassStaffCard.tsx';
import { ClassCourseProgress } from './ClassCourseProgress.tsx';
import { ClassStudentsTable, nullsLast } from './ClassStudentsTable.tsx';
import { GradingMethodSelect } from './GradingMethodSelect.tsx';
import { LoadFailed, PageHeading } from './parts.tsx';
import { StudentAttemptsModal, type AttemptsOf } from './StudentAttemptsModal.tsx';

type Student = ClassViewData['students'][number];
type CaseCol = ClassViewData['cases'][number];

/** A student with a case failed or not started. */
const behind = (s: Student) => s.failed + s.notStarted > 0;

/** A cell's value for sorting: the score once submitted, -1 in progress, none when not started. */
const cellRank = (cell: ClassCell | undefined) =>
  !cell ? null : cell.status === 'submitted' ? (cell.score ?? 0) : -1;

function Cell({
  student,
  column,
  onOpen,
  onAttempts,
}: {
  student: Student;
  column: CaseCol;
  onOpen: (attemptId: string) => void;
  onAttempts: (of: AttemptsOf) => void;
}) {
  const { t } = useTranslation();
  const cell = student.cells[column.id];
  const testid = `class-cell-${student.username}-${column.id}`;
  if (!cell) {
    return (
      <Typography.Text type="secondary" data-testid={testid}>
        {t('teacher.status.notStarted')}
      </Typography.Text>
    );
  }
  const submitted = cell.status === 'submitted';
  const tip = [
    t('teacher.class.startedAt', { time: formatDateTime(cell.startedAt) }),
    cell.submittedAt
      ? t('teacher.class.submittedAt', { time: formatDateTime(cell.submittedAt) })
      : null,
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <Flex align="center" justify="center" gap={4}>
      <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{tip}</span>}>
        <Button
          size="small"
          variant={submitted ? 'filled' : 'outlined'}
          color={!submitted ? 'primary' : cell.passed ? 'green' : 'danger'}
          data-testid={testid}
          data-status={cell.status}
          data-passed={cell.passed === null ? undefined : String(cell.passed)}
          onClick={() => onOpen(cell.attemptId)}
        >
          {submitted
            ? t('teacher.scoreOf', { score: cell.score ?? 0, total: column.totalScore })
            : t(`teacher.status.${cell.status}`)}
        </Button>
      </Tooltip>
      <Tooltip title={t('grades.attemptsTip', { count: cell.attempts })}>
        <Button
          size="small"
          type="text"
          aria-label={t('grades.attemptsTip', { count: cell.attempts })}
          data-testid={`class-attempts-${student.username}-${column.id}`}
          onClick={() => onAttempts({ studentId: student.id, caseId: column.id })}
        >
          <Badge
            count={cell.attempts}
            showZero
            color={cell.attempts > 1 ? 'blue' : 'default'}
            size="small"
          />
        </Button>
      </Tooltip>
    </Flex>
  );
}

export default function ClassPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useLocalText();
  const { classId = '' } = useParams();
  const load = useCallback(() => teacherApi.classView(classId), [classId]);
  const { data, loading, failed, reload } = useRemote(load);
  const [analytics, setAnalytics] = useState<CaseCol | null>(null);
  const [attemptsOf, setAttemptsOf] = useState<AttemptsOf | null>(null);
  const [exporting, setExporting] = useState(false);
  const [params, setParams] = useSearchParams();
  const behindOnly = params.get('filter') === 'behind';
  const students = (data?.students ?? []).filter((s) => !behindOnly || behind(s));
  const { message } = App.useApp();
  const labels: GradeLabels = {
    header: {
      rank: t('teacher.class.col.rank'),
      name: t('teacher.class.col.student'),
      account: t('teacher.class.col.account'),
      average: data
        ? t('grades.averageBy', { method: t(`grades.method.${data.class.gradingMethod}`) })
        : t('teacher.class.col.average'),
      total: t('teacher.class.col.total'),
      submitted: t('teacher.class.col.submitted'),
      passed: t('teacher.class.col.passed'),
      failed: t('teacher.class.col.failed'),
      notStarted: t('teacher.class.col.notStarted'),
    },
    inProgress: t('teacher.status.inProgress'),
    notStarted: t('teacher.status.notStarted'),
    caseTitle: (c) => text(c.title),
  };
  const open = (attemptId: string) =>
    void navigate(`/Teacher/attempt/${encodeURIComponent(attemptId)}`);

  const columns: TableColumnsType<Student> = [
    {
      title: t('teacher.class.col.rank'),
      dataIndex: 'rank',
      key: 'rank',
      width: 80,
      fixed: 'left',
      align: 'center',
      defaultSortOrder: 'ascend',
      sorter: nullsLast((s: Student) => s.rank),
      render: (v: number | null) => v ?? t('common.none'),
    },
    {
      title: t('teacher.class.col.student'),
      key: 'name',
      width: 180,
      fixed: 'left',
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
      width: 100,
      align: 'right',
      sorter: nullsLast((s: Student) => s.average),
      render: (v: number | null) => (
        <Typography.Text strong>{v ?? t('common.none')}</Typography.Text>
      ),
    },
    {
      title: t('teacher.class.col.submitted'),
      dataIndex: 'submitted',
      key: 'submitted',
      width: 100,
      align: 'right',
      sorter: (a, b) => a.submitted - b.submitted,
      render: (v: number) => t('teacher.scoreOf', { score: v, total: data?.cases.length ?? 0 }),
    },
    ...(data?.cases ?? []).map((c): TableColumnsType<Student>[number] => ({
      title: (
        <Flex align="center" gap={4}>
          <Tooltip
            title={
              <>
                <div>{text(c.title)}</div>
                <div>{t('teacher.class.passLine', { pass: c.passScore, total: c.totalScore })}</div>
              </>
            }
          >
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, minWidth: 0 }}>
              {text(c.title)}
            </Typography.Paragraph>
          </Tooltip>
          <Tooltip title={t('teacher.analytics.open')}>
            <Button
              size="small"
              type="text"
              icon={<BarChartOutlined />}
              aria-label={t('teacher.analytics.open')}
              data-testid={`case-analytics-${c.id}`}
              onClick={(e) => {
                // Not a click on the header: the column keeps its sort.
                e.stopPropagation();
                setAnalytics(c);
              }}
            />
          </Tooltip>
        </Flex>
      ),
      key: `case:${c.id}`,
      width: 160,
      align: 'center',
      sorter: nullsLast((s: Student) => cellRank(s.cells[c.id])),
      render: (_, s) => <Cell student={s} column={c} onOpen={open} onAttempts={setAttemptsOf} />,
    })),
  ];

  return (
    <div className="page-stack" data-testid="class-page">
      <PageHeading
        back="/Teacher"
        title={data?.class.name ?? t('teacher.class.title')}
        subtitle={
          data
            ? [data.class.school, t('teacher.home.students', { count: data.class.students })]
                .filter(Boolean)
                .join(' · ')
            : null
        }
        onReload={reload}
        extra={
          // The grading method, review queue and exports are the class's teachers' (issue 22 §2).
          data?.class.role === 'teacher' ? (
            <Flex gap={8} wrap align="center">
              <GradingMethodSelect
                classId={classId}
                value={data?.class.gradingMethod}
                onChanged={reload}
              />
              <Button
                icon={<AuditOutlined />}
                data-testid="class-review-queue"
                onClick={() =>
                  void navigate(`/Teacher/class/${encodeURIComponent(classId)}/review`)
                }
              >
                {t('teacher.queue.button')}
              </Button>
              <Button
                icon={<DownloadOutlined />}
                disabled={!data}
                data-testid="class-export"
                onClick={() => {
                  if (!data) return;
                  saveBlob(
                    new Blob([classCsv(data, labels)], { type: 'text/csv;charset=utf-8' }),
                    t('teacher.class.exportName', { name: data.class.name }),
                  );
                }}
              >
                {t('teacher.class.export')}
              </Button>
              <Button
                icon={<FileExcelOutlined />}
                disabled={!data}
                loading={exporting}
                data-testid="class-export-xlsx"
                onClick={async () => {
                  if (!data) return;
                  setExporting(true);
                  try {
                    saveBlob(
                      await classXlsx(data, labels),
                      t('teacher.class.exportXlsxName', { name: data.class.name }),
                    );
                  } catch {
                    void message.error(t('teacher.class.exportFailed'));
                  } finally {
                    setExporting(false);
                  }
                }}
              >
                {t('teacher.class.exportXlsx')}
              </Button>
              <ClassReportsButton classId={classId} className={data.class.name} />
            </Flex>
          ) : null
        }
      />
      {failed && !data ? <LoadFailed onRetry={reload} /> : null}
      {data ? <ClassStaffCard classId={classId} /> : null}
      <Card
        variant="borderless"
        title={t('teacher.class.studentsTitle')}
        extra={
          <Flex align="center" gap={8}>
            <Switch
              checked={behindOnly}
              data-testid="class-behind-filter"
              onChange={(on) => {
                const next = new URLSearchParams(params);
                if (on) next.set('filter', 'behind');
                else next.delete('filter');
                setParams(next, { replace: true });
              }}
            />
            <Typography.Text>
              {t('teacher.class.behindOnly', {
                count: data?.students.filter(behind).length ?? 0,
              })}
            </Typography.Text>
          </Flex>
        }
      >
        <ClassStudentsTable students={students} loading={loading} />
      </Card>
      <Card variant="borderless" title={t('teacher.class.matrixTitle')}>
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
          data-testid="class-matrix"
        />
      </Card>
      <ClassCourseProgress classId={classId} />
      <CaseAnalyticsDrawer
        classId={classId}
        column={analytics}
        onClose={() => setAnalytics(null)}
      />
      <StudentAttemptsModal of={attemptsOf} onClose={() => setAttemptsOf(null)} />
    </div>
  );
}
