/** The four counters of the dashboard. */
import {
  CheckCircleOutlined,
  FileTextOutlined,
  PlayCircleOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseListItem } from '../../../../schemas/api/practice.ts';

type Stat = { key: string; icon: ReactNode; color: string; value: number | string };

export const caseStats = (list: CaseListItem[]) => {
  const submitted = list.filter((c) => c.status === 'submitted');
  const scores = submitted.map((c) => c.score).filter((s): s is number => s !== null);
  const average = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
  return {
    available: list.length,
    started: list.filter((c) => c.status !== 'notStarted').length,
    inProgress: list.filter((c) => c.status === 'inProgress').length,
    submitted: submitted.length,
    average,
  };
};

export function StatCards({ list, loading }: { list: CaseListItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const s = caseStats(list);
  const stats: Stat[] = [
    { key: 'available', icon: <FileTextOutlined />, color: '#2f62ea', value: s.available },
    { key: 'started', icon: <PlayCircleOutlined />, color: '#d97706', value: s.started },
    { key: 'submitted', icon: <CheckCircleOutlined />, color: '#16a34a', value: s.submitted },
    {
      key: 'average',
      icon: <TrophyOutlined />,
      color: '#7c3aed',
      value: s.average === null ? '—' : s.average.toFixed(1),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {stats.map((stat) => (
        <Col xs={24} sm={12} lg={6} key={stat.key}>
          <Card variant="borderless" className="stat-card" data-testid={`stat-${stat.key}`}>
            <div className="stat-icon" style={{ color: stat.color, background: `${stat.color}14` }}>
              {stat.icon}
            </div>
            <Statistic title={t(`home.stats.${stat.key}`)} value={stat.value} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
