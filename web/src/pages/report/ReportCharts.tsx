/**
 * The report's charts: the average score per module (with how many of its cases were completed)
 * and the scores of the submitted cases over time, against the pass line of each case.
 */
import { Card, Col, Empty, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingReportData } from '../../../../schemas/api/practice.ts';
import { EChart, type ChartOption } from '../../shared/charts/EChart.tsx';
import { formatDateTime, useLocalText } from '../../shared/format.ts';

export function ReportCharts({ data }: { data: TrainingReportData }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const done = useMemo(() => data.byModule.filter((m) => m.completed > 0), [data]);
  const byModule = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 24, bottom: 40 },
      xAxis: { type: 'category', data: done.map((m) => t(`module.${m.module}`)) },
      yAxis: { type: 'value', min: 0, max: 100 },
      series: [
        {
          type: 'bar',
          name: t('report.charts.average'),
          data: done.map((m) => m.average ?? 0),
          barMaxWidth: 36,
          label: { show: true, position: 'top' },
        },
      ],
    }),
    [done, t],
  );
  const timeline = useMemo(
    () => [...data.assessments].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)),
    [data],
  );
  const overTime = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 32, bottom: 40 },
      xAxis: {
        type: 'category',
        data: timeline.map((a) => formatDateTime(a.submittedAt)),
      },
      yAxis: { type: 'value', min: 0 },
      series: [
        {
          type: 'line',
          name: t('report.charts.score'),
          data: timeline.map((a) => ({ value: a.score, name: text(a.title) })),
          symbolSize: 8,
        },
        {
          type: 'line',
          name: t('report.charts.total'),
          data: timeline.map((a) => a.totalScore),
          lineStyle: { type: 'dashed' },
          symbolSize: 4,
        },
      ],
    }),
    [timeline, t, text],
  );

  return (
    <Row gutter={[16, 16]} data-testid="report-charts">
      <Col xs={24} lg={12}>
        <Card variant="borderless" title={t('report.charts.byModule')}>
          {done.length ? (
            <EChart option={byModule} testId="report-chart-modules" />
          ) : (
            <Empty description={t('report.charts.empty')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card variant="borderless" title={t('report.charts.overTime')}>
          {timeline.length ? (
            <EChart option={overTime} testId="report-chart-progress" />
          ) : (
            <Empty description={t('report.charts.empty')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
