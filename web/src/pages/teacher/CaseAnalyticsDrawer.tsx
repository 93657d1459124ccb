/**
 * A case across a class, point by point: for each tracking point of the case (in the case's
 * order), the share of the students graded on it that earned the point in full — a penalty: who
 * triggered it — as a bar with "hit / submitted", so the teacher sees which decisions the class
 * gets wrong; a click lists the students who missed it, each opening the attempt graded. Empty
 * while nobody has submitted.
 */
import {
  Alert,
  Button,
  Drawer,
  Empty,
  Flex,
  List,
  Progress,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CaseAnalyticsData, ClassViewData } from '../../../../schemas/api/teacher.ts';
import { useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { teacherApi } from './api.ts';
import { LoadFailed, useScore } from './parts.tsx';

type CaseCol = ClassViewData['cases'][number];
type Point = CaseAnalyticsData['points'][number];

export function CaseAnalyticsDrawer({
  classId,
  column,
  onClose,
}: {
  classId: string;
  /** The case whose analysis is open, or null when closed. */
  column: CaseCol | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useLocalText();
  return (
    <Drawer
      open={column !== null}
      onClose={onClose}
      size={640}
      title={column ? t('teacher.analytics.title', { title: text(column.title) }) : ''}
      destroyOnHidden
    >
      {column ? <Analytics classId={classId} caseId={column.id} /> : null}
    </Drawer>
  );
}

function Analytics({ classId, caseId }: { classId: string; caseId: string }) {
  const { t } = useTranslation();
  const score = useScore();
  const load = useCallback(() => teacherApi.caseAnalytics(classId, caseId), [classId, caseId]);
  const { data, failed, reload } = useRemote(load);
  if (failed && !data) return <LoadFailed onRetry={reload} />;
  if (!data) return <Skeleton active />;
  return (
    <Flex vertical gap={12} data-testid="case-analytics" data-submitted={data.submitted}>
      <Flex gap={16} wrap>
        <Typography.Text data-testid="case-analytics-submitted">
          {t('teacher.analytics.submittedOf', { count: data.submitted, students: data.students })}
        </Typography.Text>
        <Typography.Text>
          {t('teacher.analytics.average', {
            score: score(data.average),
            total: data.case.totalScore,
          })}
        </Typography.Text>
      </Flex>
      {data.submitted === 0 ? (
        <Empty
          data-testid="case-analytics-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('teacher.analytics.empty')}
        />
      ) : (
        <>
          <Alert type="info" showIcon title={t('teacher.analytics.hint')} />
          <List
            size="small"
            dataSource={data.points}
            rowKey={(p) => `${p.pointID}:${data.points.indexOf(p)}`}
            renderItem={(p) => <PointRow point={p} submitted={data.submitted} />}
          />
        </>
      )}
    </Flex>
  );
}

function Missed({ point }: { point: Point }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const penalty = point.score < 0;
  if (point.missed.length === 0) return null;
  return (
    <Flex vertical gap={4}>
      <Button
        size="small"
        type="link"
        style={{ alignSelf: 'start', padding: 0 }}
        data-testid="case-analytics-missed"
        onClick={() => setOpen((o) => !o)}
      >
        {t(penalty ? 'teacher.analytics.triggeredBy' : 'teacher.analytics.missedBy', {
          count: point.missed.length,
        })}
      </Button>
      {open ? (
        <Flex wrap gap={4} data-testid="case-analytics-missed-list">
          {point.missed.map((m) => (
            <Button
              key={m.studentId}
              size="small"
              data-testid={`case-analytics-student-${m.username}`}
              onClick={() => void navigate(`/Teacher/attempt/${encodeURIComponent(m.attemptId)}`)}
            >
              <Flex gap={6}>
                <span>{m.name}</span>
                <Typography.Text type="secondary">
                  {t('teacher.analytics.earnedOf', { earned: m.earned, score: point.score })}
                </Typography.Text>
              </Flex>
            </Button>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

function PointRow({ point, submitted }: { point: Point; submitted: number }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const penalty = point.score < 0;
  return (
    <List.Item
      data-testid="case-analytics-point"
      data-point-id={point.pointID}
      data-penalty={String(penalty)}
      data-hit={point.hit}
    >
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Text>{text(point.content)}</Typography.Text>
          <Flex gap={4} style={{ flexShrink: 0 }}>
            {penalty ? <Tag color="error">{t('teacher.analytics.penalty')}</Tag> : null}
            <Tag>{t('teacher.analytics.value', { score: point.score })}</Tag>
          </Flex>
        </Flex>
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
            {t(penalty ? 'teacher.analytics.triggered' : 'teacher.analytics.earned')}
          </Typography.Text>
          <Progress
            data-testid="case-analytics-share"
            percent={Math.round(point.share * 100)}
            status={penalty ? 'exception' : 'normal'}
            size="small"
            format={() => t('teacher.analytics.share', { hit: point.hit, submitted })}
          />
        </Flex>
        {point.partial > 0 ? (
          <Typography.Text type="secondary">
            {t('teacher.analytics.partial', { count: point.partial })}
          </Typography.Text>
        ) : null}
        <Missed point={point} />
      </Flex>
    </List.Item>
  );
}
