/** A store's key metrics: rating, positive / neutral / negative shares and response rate. */
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Metrics } from '../../../../schemas/feedback/api.ts';

export function MetricCards({ metrics }: { metrics: Metrics | undefined }) {
  const { t } = useTranslation();
  const cards: [string, number | string, string?][] = [
    ['rating', metrics?.rating ?? t('common.none')],
    ['positive', metrics?.positive ?? 0, '%'],
    ['neutral', metrics?.neutral ?? 0, '%'],
    ['negative', metrics?.negative ?? 0, '%'],
    ['responseRate', metrics?.responseRate ?? 0, '%'],
    ['reviews', metrics?.reviews ?? 0],
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map(([key, value, suffix]) => (
        <Col key={key} xs={12} md={8} xl={4}>
          <Card variant="borderless" size="small" data-testid={`feedback-metric-${key}`}>
            <Statistic title={t(`feedback.metric.${key}`)} value={value} suffix={suffix} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
