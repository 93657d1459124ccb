/**
 * /report: a student's training report — who they are, their cases by scene category and by
 * module (total, completed, average score), and each submitted case as an assessment result with
 * its class rank and the teacher's rating and comment. A teacher reads a student's through
 * ReportView (same content, their own calls).
 */
import { ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Rate,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingReportData } from '../../../../schemas/api/practice.ts';
import { practiceApi } from '../../api/endpoints.ts';
import { formatDateTime, useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { ExportPdfButton, type PdfDownload } from './ExportPdfButton.tsx';
import { ReportCharts } from './ReportCharts.tsx';

type Tally = { total: number; completed: number; average: number | null };
type Assessment = TrainingReportData['assessments'][number];

/** A score with one decimal at most, or the dash of "none". */
const useScore = () => {
  const { t } = useTranslation();
  return (v: number | null | undefined) =>
    v === null || v === undefined ? t('common.none') : String(Math.round(v * 10) / 10);
};

function BasicInfo({ student }: { student: TrainingReportData['student'] }) {
  const { t } = useTranslation();
  const keys = ['name', 'account', 'school', 'college', 'major', 'className', 'teacher'] as const;
  return (
    <Card variant="borderless" title={t('report.basic.title')} data-testid="report-basic">
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={keys.map((key) => ({
          key,
          label: t(`report.basic.${key}`),
          children: (
            <span data-testid={`report-basic-${key}`}>{student[key] ?? t('common.none')}</span>
          ),
        }))}
      />
    </Card>
  );
}

/** Total, completed and average columns after the first (category or module) one. */
function TallyCard<R extends Tally>(p: {
  testId: string;
  title: string;
  first: string;
  label: (r: R) => string;
  rowKey: (r: R) => string;
  rows: R[];
}) {
  const { t } = useTranslation();
  const score = useScore();
  const columns: TableColumnsType<R> = [
    { title: p.first, key: 'label', render: (_, r) => p.label(r) },
    { title: t('report.col.total'), key: 'total', align: 'right', render: (_, r) => r.total },
    {
      title: t('report.col.completed'),
      key: 'completed',
      align: 'right',
      render: (_, r) => r.completed,
    },
    {
      title: t('report.col.average'),
      key: 'average',
      align: 'right',
      render: (_, r) => score(r.average),
    },
  ];
  return (
    <Card variant="borderless" title={p.title} data-testid={p.testId}>
      <Table<R>
        rowKey={p.rowKey}
        columns={columns}
        dataSource={p.rows}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('report.noCases')} /> }}
      />
    </Card>
  );
}

function Assessments({ rows }: { rows: Assessment[] }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const score = useScore();
  const columns: TableColumnsType<Assessment> = [
    { title: t('report.assessments.case'), key: 'case', render: (_, r) => text(r.title) },
    {
      title: t('report.assessments.type'),
      key: 'type',
      render: (_, r) => <Tag>{t(`caseType.${r.caseType}`)}</Tag>,
    },
    {
      title: t('report.assessments.submittedAt'),
      key: 'submittedAt',
      render: (_, r) => formatDateTime(r.submittedAt),
    },
    {
      title: t('report.assessments.score'),
      key: 'score',
      align: 'right',
      render: (_, r) => (
        <Tag
          color={r.passed ? 'success' : 'error'}
          title={t(r.passed ? 'report.assessments.passed' : 'report.assessments.failed')}
          data-testid="report-score"
        >
          {t('report.assessments.scoreOf', { score: score(r.score), total: score(r.totalScore) })}
        </Tag>
      ),
    },
    {
      title: t('report.assessments.rank'),
      key: 'rank',
      align: 'right',
      render: (_, r) => (
        <span data-testid="report-rank">
          {r.classRank === null
            ? t('common.none')
            : t('report.assessments.rankOf', { rank: r.classRank, size: r.classSize })}
        </span>
      ),
    },
    {
      title: t('report.assessments.rating'),
      key: 'rating',
      render: (_, r) =>
        r.review ? (
          <Rate disabled size="small" value={r.review.rating} />
        ) : (
          <Typography.Text type="secondary">{t('report.assessments.notReviewed')}</Typography.Text>
        ),
    },
    {
      title: t('report.assessments.comment'),
      key: 'comment',
      render: (_, r) =>
        r.review?.comment ? (
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.review.comment}</Typography.Text>
        ) : (
          t('common.none')
        ),
    },
  ];
  return (
    <Card
      variant="borderless"
      title={t('report.assessments.title')}
      data-testid="report-assessments"
    >
      <Table<Assessment>
        rowKey="userCaseID"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              description={t('report.assessments.empty')}
              data-testid="report-no-assessments"
            />
          ),
        }}
      />
    </Card>
  );
}

/**
 * A training report: the student's own (/report) or, read only, a student's as their teacher
 * opens it (pages/teacher/StudentReportPage.tsx): `load` reads it, `pdf` lays it out as a PDF.
 */
export function ReportView({
  load,
  pdf,
  back,
}: {
  load: () => Promise<TrainingReportData>;
  pdf: PdfDownload;
  /** Before the title: the way back to where the teacher came from. */
  back?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data, loading, failed, reload } = useRemote(load);

  return (
    <div className="page-stack" data-testid="report-page">
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          {back}
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {t('report.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('report.subtitle')}</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          {data ? <ExportPdfButton account={data.student.account} download={pdf} /> : null}
          <Button icon={<ReloadOutlined />} onClick={reload} loading={loading && !!data}>
            {t('common.refresh')}
          </Button>
        </Flex>
      </Flex>
      {failed && !data ? (
        <Alert
          type="error"
          showIcon
          title={t('report.loadFailed')}
          data-testid="report-load-failed"
          action={
            <Button size="small" onClick={reload}>
              {t('report.retry')}
            </Button>
          }
        />
      ) : null}
      {loading && !data ? <Card variant="borderless" loading /> : null}
      {data ? (
        <>
          <BasicInfo student={data.student} />
          <ReportCharts data={data} />
          <TallyCard
            testId="report-categories"
            title={t('report.categories.title')}
            first={t('report.categories.category')}
            label={(r) => t(`caseType.${r.caseType}`)}
            rowKey={(r) => r.caseType}
            rows={data.byCategory}
          />
          <TallyCard
            testId="report-modules"
            title={t('report.modules.title')}
            first={t('report.modules.module')}
            label={(r) => t(`module.${r.module}`)}
            rowKey={(r) => r.module}
            rows={data.byModule}
          />
          <Assessments rows={data.assessments} />
        </>
      ) : null}
    </div>
  );
}

export default function ReportPage() {
  return <ReportView load={practiceApi.trainingReport} pdf={practiceApi.trainingReportPdf} />;
}
