/**
 * /practiceAchievement: the student's practical results — per case the submissions, best, latest
 * and the grade the class's method gives (each opening the case's analysis), then every
 * submission over time, newest first, marked when the grade counts it.
 */
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type {
  PracticeAchievementCase,
  PracticeAchievementRow,
} from '../../../../schemas/api/practiceAchievement.ts';
import { formatDateTime, useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { achievementApi } from './api.ts';

const load = () => achievementApi.practice();
const round1 = (n: number) => Math.round(n * 10) / 10;

export default function PracticeAchievementPage() {
  const { t } = useTranslation();
  const text = useLocalText();
  const navigate = useNavigate();
  const { data, loading } = useRemote(load);
  const list = data?.list ?? [];
  const cases = data?.cases ?? [];
  const best = list.reduce((m, r) => Math.max(m, r.score), 0);
  const mean = list.length ? round1(list.reduce((s, r) => s + r.score, 0) / list.length) : 0;
  const result = (passed: boolean) => (
    <Tag color={passed ? 'success' : 'error'}>
      {passed ? t('practiceAchievement.passed') : t('practiceAchievement.failed')}
    </Tag>
  );
  const open = (c: { caseID: string; caseType: string }) =>
    void navigate(`/CaseList?caseType=${c.caseType}&analysis=${encodeURIComponent(c.caseID)}`);

  return (
    <div className="page-stack" data-testid="practice-achievement">
      <Space align="center" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('practiceAchievement.title')}
        </Typography.Title>
        <Button onClick={() => void navigate('/practiceCenter')}>
          {t('practiceAchievement.back')}
        </Button>
        <Button onClick={() => void navigate('/TheoryAchievement')}>
          {t('practiceAchievement.theory')}
        </Button>
      </Space>
      {data && list.length === 0 ? (
        <Card variant="borderless">
          <Empty description={t('practiceAchievement.empty')} />
        </Card>
      ) : (
        <>
          <Card variant="borderless" title={t('practiceAchievement.byCase')} loading={loading}>
            <Typography.Paragraph type="secondary" data-testid="practice-achievement-summary">
              {t('practiceAchievement.summary', {
                n: list.length,
                cases: cases.length,
                best,
                mean,
              })}{' '}
              {data ? t(`practiceAchievement.method.${data.gradingMethod}`) : null}
            </Typography.Paragraph>
            <Table<PracticeAchievementCase>
              rowKey="caseID"
              dataSource={cases}
              pagination={false}
              data-testid="practice-achievement-cases"
              columns={[
                { title: t('practiceAchievement.col.case'), render: (_, c) => text(c.title) },
                {
                  title: t('practiceAchievement.col.type'),
                  render: (_, c) => t(`caseType.${c.caseType}`),
                },
                { title: t('practiceAchievement.col.submitted'), dataIndex: 'submitted' },
                { title: t('practiceAchievement.col.best'), dataIndex: 'best' },
                { title: t('practiceAchievement.col.latest'), dataIndex: 'latest' },
                {
                  title: t('practiceAchievement.col.grade'),
                  render: (_, c) => (
                    <Space>
                      {t('practiceAchievement.scoreOf', {
                        score: c.grade.score,
                        total: c.totalScore,
                      })}
                      {result(c.grade.passed)}
                    </Space>
                  ),
                },
                {
                  title: '',
                  render: (_, c) => (
                    <Button size="small" onClick={() => open(c)}>
                      {t('practiceAchievement.open')}
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
          <Card variant="borderless" title={t('practiceAchievement.overTime')} loading={loading}>
            <Table<PracticeAchievementRow>
              rowKey="attemptID"
              dataSource={[...list].reverse()}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              data-testid="practice-achievement-list"
              columns={[
                {
                  title: t('practiceAchievement.col.when'),
                  render: (_, r) => formatDateTime(r.submittedAt),
                },
                { title: t('practiceAchievement.col.case'), render: (_, r) => text(r.title) },
                {
                  title: t('practiceAchievement.col.score'),
                  render: (_, r) =>
                    t('practiceAchievement.scoreOf', { score: r.score, total: r.totalScore }),
                },
                { title: t('practiceAchievement.col.result'), render: (_, r) => result(r.passed) },
                {
                  title: t('practiceAchievement.col.counted'),
                  render: (_, r) =>
                    r.counted ? <Tag color="blue">{t('practiceAchievement.counted')}</Tag> : null,
                },
              ]}
            />
          </Card>
        </>
      )}
    </div>
  );
}
