/**
 * A score breakdown: score and pass/fail, the points' sum as the events earned it (uncapped,
 * before hints) and the teacher's adjustment apart, then every tracking point hit or missed.
 */
import {
  CheckCircleFilled,
  CloseCircleFilled,
  MinusCircleOutlined,
  PieChartFilled,
} from '@ant-design/icons';
import { Col, Row, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointResult, ScoreBreakdown } from '../../../../schemas/api/practice.ts';
import { useLocalText } from '../../shared/format.ts';
import { HintsUsed } from './HintsUsed.tsx';
import { PointEvidence } from './PointEvidence.tsx';
import { PointReview } from './PointReview.tsx';
import { RubricChecks } from './RubricChecks.tsx';

/** The tag of each outcome the engine reports (colour, icon, label key). */
const OUTCOME_TAGS: Record<PointResult['outcome'], { color?: string; icon: ReactNode }> = {
  hit: { color: 'success', icon: <CheckCircleFilled /> },
  partial: { color: 'warning', icon: <PieChartFilled /> },
  missed: { icon: <CloseCircleFilled /> },
  notNeeded: { color: 'default', icon: <MinusCircleOutlined /> },
  avoided: { color: 'cyan', icon: <CheckCircleFilled /> },
  triggered: { color: 'error', icon: <CheckCircleFilled /> },
};
const ROW_CLASS: Record<PointResult['outcome'], string> = {
  hit: 'point-hit',
  partial: 'point-hit point-partial',
  missed: 'point-missed',
  notNeeded: 'point-not-needed',
  avoided: 'point-avoided',
  triggered: 'point-hit point-triggered',
};

/**
 * What the teacher's adjustments add to the points' sum (negative: take away). The points' sum
 * without them is what the events earned: uncapped, before the hints' cost.
 */
export const teacherAdjustment = (breakdown: ScoreBreakdown) =>
  breakdown.points.reduce(
    (sum, p) => sum + (p.override ? p.override.earned - p.override.computed : 0),
    0,
  );

/** A column of actions on each point: the teacher's grading, the student's review request. */
export type PointActions = {
  title: string;
  width: number;
  render: (point: PointResult) => ReactNode;
};

export function ScoreBreakdownView({
  breakdown,
  utcOffset,
  actions,
}: {
  breakdown: ScoreBreakdown;
  /** The case's zone, for the times of quoted answers. */
  utcOffset: number;
  actions?: PointActions;
}) {
  const { t } = useTranslation();
  const text = useLocalText();
  const adjustment = teacherAdjustment(breakdown);
  const columns: TableColumnsType<PointResult> = [
    { title: t('analysis.col.point'), dataIndex: 'pointID', width: 80 },
    {
      title: t('analysis.col.content'),
      key: 'content',
      render: (_, p) => (
        <div>
          <div>{text(p.content)}</div>
          <RubricChecks checks={p.checks} />
          <PointEvidence evidence={p.evidence} utcOffset={utcOffset} />
          {p.override ? (
            <Typography.Text type="warning" className="point-override" data-testid="point-override">
              {t('analysis.override', {
                by: p.override.by,
                computed: p.override.computed,
                earned: p.override.earned,
                reason: p.override.reason,
              })}
            </Typography.Text>
          ) : null}
          <PointReview review={p.review} />
        </div>
      ),
    },
    { title: t('analysis.col.max'), dataIndex: 'score', width: 90, align: 'right' },
    {
      title: t('analysis.col.earned'),
      dataIndex: 'earned',
      width: 90,
      align: 'right',
      render: (v: number) => (
        <Typography.Text strong type={v > 0 ? 'success' : v < 0 ? 'danger' : undefined}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: t('analysis.col.result'),
      key: 'hit',
      width: 120,
      render: (_, p) => (
        <Tag
          color={OUTCOME_TAGS[p.outcome].color}
          icon={OUTCOME_TAGS[p.outcome].icon}
          title={p.outcome === 'notNeeded' ? t('analysis.notNeededHint') : undefined}
        >
          {t(`analysis.${p.outcome}`)}
        </Tag>
      ),
    },
    ...(actions
      ? [
          {
            title: actions.title,
            key: 'actions',
            width: actions.width,
            render: (_: unknown, p: PointResult) => actions.render(p),
          },
        ]
      : []),
  ];
  return (
    <div className="page-stack">
      <Row gutter={16} className="score-summary">
        <Col flex="1">
          <Statistic
            title={t('analysis.score')}
            value={breakdown.score}
            suffix={`/ ${breakdown.totalScore}`}
            data-testid="analysis-score"
          />
        </Col>
        <Col flex="1">
          <Statistic title={t('analysis.passScore')} value={breakdown.passScore} />
        </Col>
        <Col flex="1">
          <Statistic
            title={t('analysis.rawScore')}
            value={breakdown.rawScore - adjustment}
            data-testid="analysis-raw-score"
          />
        </Col>
        {adjustment !== 0 ? (
          <Col flex="1">
            <Statistic
              title={t('analysis.adjustment')}
              value={adjustment > 0 ? `+${adjustment}` : adjustment}
              data-testid="analysis-adjustment"
            />
          </Col>
        ) : null}
        <Col flex="1">
          <div className="score-verdict" data-testid="analysis-verdict">
            <Tag color={breakdown.passed ? 'success' : 'error'} className="verdict-tag">
              {t(breakdown.passed ? 'analysis.passed' : 'analysis.failed')}
            </Tag>
          </div>
        </Col>
      </Row>
      <HintsUsed hints={breakdown.hints} />
      <Table<PointResult>
        rowKey={(p) => `${p.pointID}:${p.sourceID ?? ''}`}
        columns={columns}
        dataSource={breakdown.points}
        pagination={false}
        size="small"
        tableLayout="fixed"
        rowClassName={(p) => ROW_CLASS[p.outcome]}
        data-testid="analysis-points"
      />
    </div>
  );
}
