/**
 * /testCenter: the student's theory exams (issue 25; spec §2): each with its window and limit,
 * the student's own deadline and extra time ("your deadline 10:47, including 15 min extra time"),
 * its state (not started, in progress, ended) with start / continue / a new attempt where
 * allowed, and the score once results are released.
 */
import { App, Button, Card, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ExamListData } from '../../../../schemas/api/exams.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { useBi } from '../theory/QuestionInput.tsx';
import { examApi } from './api.ts';

type Row = ExamListData['exams'][number];
const at = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

export default function TestCenterPage() {
  const { t } = useTranslation();
  const bi = useBi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const load = useCallback(() => examApi.list(), []);
  const { data, reload } = useRemote(load);
  const open = (r: Row, p_id = r.p_id) => void navigate(`/theoryTest?e=${r.e_id}&p=${p_id}`);

  const start = async (r: Row) => {
    try {
      await examApi.start({ e_id: r.e_id, p_id: r.p_id });
      open(r);
    } catch {
      reload();
    }
  };
  const again = async (r: Row) => {
    try {
      await examApi.reset({ e_id: r.e_id, p_id: r.p_id });
      void message.success(t('exam.newAttempt'));
    } finally {
      reload();
    }
  };

  if (!data) return <Spin style={{ margin: 48 }} />;
  const ended = (s: Row['status']) => s !== 'notStarted' && s !== 'inProgress';
  return (
    <div className="page-stack" data-testid="test-center">
      <Typography.Title level={3}>{t('exam.centerTitle')}</Typography.Title>
      <Card>
        {data.exams.length === 0 ? (
          <Empty description={t('exam.none')} />
        ) : (
          <Table<Row>
            rowKey="e_id"
            dataSource={data.exams}
            pagination={false}
            columns={[
              { title: t('exam.col.title'), render: (_, r) => bi(r.title) },
              {
                title: t('exam.col.window'),
                render: (_, r) => `${at(r.opensAt)} – ${at(r.closesAt)}`,
              },
              {
                title: t('exam.col.limit'),
                render: (_, r) => (
                  <Space direction="vertical" size={0}>
                    <span>{t('exam.minutes', { n: r.limitMinutes })}</span>
                    {r.deadline !== null && r.status === 'inProgress' ? (
                      <Typography.Text data-testid="your-deadline">
                        {r.extraMinutes > 0
                          ? t('exam.deadlineWithExtra', {
                              time: dayjs(r.deadline).format('HH:mm'),
                              n: r.extraMinutes,
                            })
                          : t('exam.deadline', { time: dayjs(r.deadline).format('HH:mm') })}
                      </Typography.Text>
                    ) : r.extraMinutes > 0 ? (
                      <Typography.Text type="secondary" data-testid="extra-time">
                        {t('exam.extraTime', { n: r.extraMinutes })}
                      </Typography.Text>
                    ) : null}
                  </Space>
                ),
              },
              {
                title: t('exam.col.status'),
                render: (_, r) => (
                  <Tag data-testid={`status-${r.e_id}`}>
                    {t(`exam.status.${ended(r.status) ? 'ended' : r.status}`)}
                  </Tag>
                ),
              },
              {
                title: t('exam.col.score'),
                render: (_, r) =>
                  r.score === null ? (
                    ended(r.status) ? (
                      <Typography.Text type="secondary">{t('exam.notReleased')}</Typography.Text>
                    ) : null
                  ) : (
                    <Tag color={r.passed ? 'success' : 'error'} data-testid={`score-${r.e_id}`}>
                      {t('exam.score', { score: r.score })}
                    </Tag>
                  ),
              },
              {
                title: t('exam.col.action'),
                render: (_, r) =>
                  r.status === 'notStarted' ? (
                    <Button type="primary" onClick={() => void start(r)} data-testid="start-exam">
                      {t('exam.start')}
                    </Button>
                  ) : r.status === 'inProgress' ? (
                    <Button type="primary" onClick={() => open(r)} data-testid="continue-exam">
                      {t('exam.continue')}
                    </Button>
                  ) : r.canReset ? (
                    <Button onClick={() => void again(r)}>{t('exam.again')}</Button>
                  ) : null,
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
