/** /TheoryAchievement: the student's submitted theory papers over time, oldest first, with score and pass. */
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AchievementData } from '../../../../schemas/api/theory.ts';
import { formatDateTime } from '../../shared/format.ts';
import { theoryApi } from './api.ts';
import { useBi } from './QuestionInput.tsx';

type Row = AchievementData['list'][number];

export default function TheoryAchievementPage() {
  const { t } = useTranslation();
  const bi = useBi();
  const navigate = useNavigate();
  const [data, setData] = useState<AchievementData | null>(null);
  useEffect(() => void theoryApi.achievement().then(setData, () => undefined), []);
  const list = data?.list ?? [];
  const best = list.reduce((m, r) => Math.max(m, r.score), 0);
  const mean = list.length
    ? Math.round((list.reduce((s, r) => s + r.score, 0) / list.length) * 10) / 10
    : 0;

  return (
    <div className="page-stack" data-testid="theory-achievement">
      <Space align="center" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('theory.achievement')}
        </Typography.Title>
        <Button onClick={() => void navigate('/practiceCenter')}>{t('theory.back')}</Button>
        <Button onClick={() => void navigate('/practiceAchievement')}>
          {t('practiceAchievement.title')}
        </Button>
      </Space>
      <Card variant="borderless">
        {data && list.length === 0 ? (
          <Empty description={t('theory.noResults')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary" data-testid="achievement-summary">
              {t('theory.summary', { n: list.length, best, mean })}
            </Typography.Paragraph>
            <Table<Row>
              rowKey="attemptID"
              loading={!data}
              dataSource={list}
              pagination={false}
              columns={[
                {
                  title: t('theory.col.when'),
                  dataIndex: 'submittedAt',
                  render: (v: string) => formatDateTime(v),
                },
                {
                  title: t('theory.col.paper'),
                  dataIndex: 'title',
                  render: (v: Row['title']) => bi(v),
                },
                { title: t('theory.col.score'), dataIndex: 'score' },
                {
                  title: t('theory.col.right'),
                  render: (_: unknown, r: Row) => `${r.right} / ${r.total}`,
                },
                {
                  title: t('theory.col.result'),
                  dataIndex: 'passed',
                  render: (v: boolean) => (
                    <Tag color={v ? 'success' : 'error'}>
                      {v ? t('theory.passed') : t('theory.failed')}
                    </Tag>
                  ),
                },
                {
                  title: '',
                  render: (_: unknown, r: Row) => (
                    <Button
                      size="small"
                      onClick={() => void navigate(`/theoryPractice?attempt=${r.attemptID}`)}
                    >
                      {t('theory.viewAnalysis')}
                    </Button>
                  ),
                },
              ]}
            />
          </>
        )}
      </Card>
    </div>
  );
}
