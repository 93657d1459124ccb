/**
 * /lessonCenter: the courses with the student's progress — sections read of all, study time, when
 * last studied — each opening its next section in /lessonCenter/Study, and its chapters.
 */
import { ReadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Progress,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { lessonApi, studyPath } from './api.ts';
import { StudyTime } from './StudyTime.tsx';

export default function LessonCenterPage() {
  const { t } = useTranslation();
  const text = useLocalText();
  const navigate = useNavigate();
  const { data, loading, failed, reload } = useRemote(
    useCallback(() => lessonApi.courseList(), []),
  );

  return (
    <div className="page-stack" data-testid="lesson-center">
      <div>
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {t('lesson.title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('lesson.subtitle', { seconds: data?.readAfterSeconds ?? 15 })}
        </Typography.Text>
      </div>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('lesson.loadFailed')}
          action={<Button onClick={reload}>{t('lesson.retry')}</Button>}
        />
      ) : null}
      {loading && !data ? <Skeleton active /> : null}
      {data && data.list.length === 0 ? <Empty description={t('lesson.none')} /> : null}
      <Row gutter={[16, 16]}>
        {(data?.list ?? []).map((c) => {
          const p = c.progress;
          const percent = p.sections ? Math.round((p.sectionsRead / p.sections) * 100) : 0;
          return (
            <Col xs={24} md={12} xl={8} key={c.courseID}>
              <Card
                data-testid={`course-${c.courseID}`}
                title={
                  <Space>
                    <ReadOutlined />
                    {text(c.title)}
                  </Space>
                }
                actions={[
                  <Button
                    key="study"
                    type="primary"
                    data-testid={`study-${c.courseID}`}
                    onClick={() => void navigate(studyPath(c.courseID, c.nextSectionID))}
                  >
                    {p.studySeconds > 0 ? t('lesson.continue') : t('lesson.start')}
                  </Button>,
                ]}
              >
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }}>
                  {text(c.summary)}
                </Typography.Paragraph>
                <Space wrap size={[4, 4]} style={{ marginBottom: 8 }}>
                  {c.platforms.map((pl) => (
                    <Tag key={pl}>{t(`platform.${pl}`)}</Tag>
                  ))}
                  <Tag>{t('lesson.chapters', { count: c.chapters })}</Tag>
                  <Tag>{t('lesson.exercises', { count: c.exercises })}</Tag>
                </Space>
                <Progress percent={percent} size="small" />
                <Space direction="vertical" size={0}>
                  <Typography.Text data-testid={`read-${c.courseID}`}>
                    {t('lesson.sectionsRead', { read: p.sectionsRead, total: p.sections })}
                  </Typography.Text>
                  <Typography.Text>
                    {t('lesson.studyTime')}{' '}
                    <StudyTime seconds={p.studySeconds} testId={`time-${c.courseID}`} />
                  </Typography.Text>
                  {p.lastStudiedAt ? (
                    <Typography.Text type="secondary">
                      {t('lesson.lastStudied', { at: formatDateTime(p.lastStudiedAt) })}
                    </Typography.Text>
                  ) : null}
                </Space>
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
