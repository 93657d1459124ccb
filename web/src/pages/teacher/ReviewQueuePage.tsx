/**
 * /Teacher/class/:classId/review: the written replies of a class where a teacher's eye is needed
 * most — points a student asked to be looked at again first, then those whose rubric result is
 * least sure (a length or time near its threshold, a language the check could not tell, a zero for
 * one missing must-pass check, a partial score one check short). Each opens the attempt's page,
 * where the teacher adjusts the point or keeps it with a reason (which answers the student).
 */
import { Button, Card, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ReviewQueueItem } from '../../../../schemas/api/teacherReview.ts';
import { formatDateTime, useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { teacherApi } from './api.ts';
import { LoadFailed, PageHeading } from './parts.tsx';

const keyOf = (i: ReviewQueueItem) => `${i.attemptId}:${i.pointID}:${i.sourceID ?? ''}`;

export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const text = useLocalText();
  const navigate = useNavigate();
  const { classId = '' } = useParams();
  const load = useCallback(() => teacherApi.reviewQueue(classId), [classId]);
  const { data, loading, failed, reload } = useRemote(load);
  const [caseId, setCaseId] = useState<string | null>(null);
  const cases = useMemo(() => {
    const seen = new Map<string, ReviewQueueItem['title']>();
    for (const i of data?.items ?? []) seen.set(i.caseId, i.title);
    return [...seen].map(([id, title]) => ({ value: id, label: text(title) }));
  }, [data, text]);
  const items = (data?.items ?? []).filter((i) => !caseId || i.caseId === caseId);

  const columns: TableColumnsType<ReviewQueueItem> = [
    {
      title: t('teacher.queue.col.student'),
      key: 'student',
      width: 160,
      render: (_, i) => (
        <div>
          <div>{i.student.name}</div>
          <Typography.Text type="secondary">{i.student.username}</Typography.Text>
        </div>
      ),
    },
    {
      title: t('teacher.queue.col.point'),
      key: 'point',
      render: (_, i) => (
        <div>
          <Typography.Text type="secondary">{text(i.title)}</Typography.Text>
          <div>{t('teacher.queue.point', { point: i.pointID, content: text(i.content) })}</div>
          {i.note ? (
            <Typography.Text type="warning" data-testid="queue-note">
              {t('teacher.queue.note', { note: i.note })}
            </Typography.Text>
          ) : null}
          {i.text ? (
            <Typography.Paragraph
              ellipsis={{ rows: 3, expandable: true, symbol: t('teacher.queue.more') }}
              className="queue-text"
              style={{ margin: 0 }}
            >
              {i.text}
            </Typography.Paragraph>
          ) : null}
        </div>
      ),
    },
    {
      title: t('teacher.queue.col.why'),
      key: 'reasons',
      width: 200,
      render: (_, i) =>
        i.reasons.map((r) => (
          <Tag
            key={r}
            color={r === 'studentAsked' ? 'gold' : undefined}
            title={t(`teacher.queue.reasonHint.${r}`)}
          >
            {t(`teacher.queue.reason.${r}`)}
          </Tag>
        )),
    },
    {
      title: t('teacher.queue.col.earned'),
      key: 'earned',
      width: 90,
      align: 'right',
      render: (_, i) => t('teacher.scoreOf', { score: i.earned, total: i.score }),
    },
    {
      title: t('teacher.queue.col.submitted'),
      key: 'submitted',
      width: 150,
      render: (_, i) => (i.submittedAt ? formatDateTime(i.submittedAt) : t('common.none')),
    },
    {
      title: '',
      key: 'open',
      width: 90,
      render: (_, i) => (
        <Button
          size="small"
          data-testid={`queue-open-${i.pointID}`}
          onClick={() => void navigate(`/Teacher/attempt/${encodeURIComponent(i.attemptId)}`)}
        >
          {t('teacher.queue.open')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page-stack" data-testid="review-queue-page">
      <PageHeading
        back={`/Teacher/class/${encodeURIComponent(classId)}`}
        title={t('teacher.queue.title')}
        subtitle={data ? t('teacher.queue.read', { count: data.attempts }) : null}
        onReload={reload}
        extra={
          <Select
            allowClear
            style={{ minWidth: 240 }}
            placeholder={t('teacher.queue.allCases')}
            aria-label={t('teacher.queue.case')}
            options={cases}
            value={caseId}
            onChange={(v: string | undefined) => setCaseId(v ?? null)}
          />
        }
      />
      {failed && !data ? <LoadFailed onRetry={reload} /> : null}
      <Card variant="borderless">
        <Typography.Paragraph type="secondary">{t('teacher.queue.intro')}</Typography.Paragraph>
        <Table<ReviewQueueItem>
          rowKey={keyOf}
          columns={columns}
          dataSource={items}
          loading={loading}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          size="middle"
          tableLayout="fixed"
          locale={{ emptyText: t('teacher.queue.empty') }}
          data-testid="review-queue"
        />
      </Card>
    </div>
  );
}
