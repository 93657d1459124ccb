/**
 * The home page's "what next": the case to continue, the wrong-answer book's reviews due today
 * (WrongBookDue) and the courses to go on with (CourseList), each linking to its page. The two
 * calls go out together, once per visit.
 */
import { BookOutlined, FieldTimeOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, List, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CaseListItem } from '../../../../schemas/api/practice.ts';
import { useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { lessonApi, studyPath } from '../lesson/api.ts';
import { theoryApi } from '../theory/api.ts';
import { caseToContinue, coursesToContinue, courseTotals } from './nextSteps.ts';

type Props = {
  cases: CaseListItem[];
  casesLoading: boolean;
  onContinue: (c: CaseListItem) => void;
};

function Step(props: { icon: ReactNode; title: string; testId: string; children: ReactNode }) {
  return (
    <List.Item data-testid={props.testId}>
      <Flex gap={12} align="flex-start" style={{ width: '100%' }}>
        <span style={{ fontSize: 20, color: '#2f62ea' }}>{props.icon}</span>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong>{props.title}</Typography.Text>
          <div>{props.children}</div>
        </div>
      </Flex>
    </List.Item>
  );
}

export function NextSteps({ cases, casesLoading, onContinue }: Props) {
  const { t } = useTranslation();
  const text = useLocalText();
  const navigate = useNavigate();
  const load = useCallback(() => Promise.all([theoryApi.due(), lessonApi.courseList()]), []);
  const { data, loading, failed } = useRemote(load);
  const next = caseToContinue(cases);
  const due = data?.[0].dueToday ?? 0;
  const courses = data ? coursesToContinue(data[1].list) : [];
  const totals = courseTotals(data?.[1].list ?? []);

  return (
    <Card
      title={t('dashboard.next')}
      variant="borderless"
      loading={casesLoading || loading}
      data-testid="home-next"
    >
      <List split>
        <Step icon={<FieldTimeOutlined />} title={t('dashboard.case')} testId="home-next-case">
          {next ? (
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text ellipsis>{text(next.title)}</Typography.Text>
              <Button
                size="small"
                type="primary"
                data-testid="home-next-case-continue"
                onClick={() => onContinue(next)}
              >
                {t('dashboard.continueCase')}
              </Button>
            </Flex>
          ) : (
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text type="secondary">{t('dashboard.noCase')}</Typography.Text>
              <Button size="small" onClick={() => void navigate('/practiceCenter')}>
                {t('dashboard.chooseCase')}
              </Button>
            </Flex>
          )}
        </Step>
        <Step icon={<BookOutlined />} title={t('dashboard.reviews')} testId="home-next-reviews">
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text type={due > 0 ? undefined : 'secondary'} data-testid="home-due-count">
              {failed ? t('dashboard.failed') : t('dashboard.dueToday', { count: due })}
            </Typography.Text>
            {due > 0 ? (
              <Button
                size="small"
                type="primary"
                data-testid="home-open-wrong-book"
                onClick={() => void navigate('/wrongBook')}
              >
                {t('dashboard.review')}
              </Button>
            ) : null}
          </Flex>
        </Step>
        <Step icon={<ReadOutlined />} title={t('dashboard.courses')} testId="home-next-courses">
          <Typography.Text type="secondary">
            {failed
              ? t('dashboard.failed')
              : t('dashboard.sectionsRead', { read: totals.read, total: totals.sections })}
          </Typography.Text>
          {courses.map((c) => (
            <Flex key={c.courseID} align="center" gap={8} wrap style={{ marginTop: 8 }}>
              <Typography.Text style={{ flex: '1 1 160px' }} ellipsis>
                {text(c.title)}
              </Typography.Text>
              <Progress
                style={{ flex: '1 1 120px', margin: 0 }}
                size="small"
                percent={Math.round((100 * c.progress.sectionsRead) / (c.progress.sections || 1))}
              />
              <Button
                size="small"
                data-testid={`home-study-${c.courseID}`}
                onClick={() => void navigate(studyPath(c.courseID, c.nextSectionID))}
              >
                {c.progress.sectionsRead > 0 ? t('dashboard.goOn') : t('dashboard.begin')}
              </Button>
            </Flex>
          ))}
          <Button type="link" size="small" onClick={() => void navigate('/lessonCenter')}>
            {t('dashboard.allCourses')}
          </Button>
        </Step>
      </List>
    </Card>
  );
}
