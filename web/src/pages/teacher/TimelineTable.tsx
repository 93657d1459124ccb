/**
 * The events of an attempt in stream order: sim time on the case's clock, who did it, the event
 * type and a one-line digest of its data; a row unfolds to the data in full, and its step button
 * shows the module tables as they stood after that event (StepDrawer).
 */
import { NodeIndexOutlined } from '@ant-design/icons';
import { Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '../../../../schemas/api/teacher.ts';
import { formatZoned } from '../../shared/format.ts';
import { hasDetail, summarize } from './summary.ts';

const ACTOR_COLORS: Record<TimelineEntry['actor'], string> = {
  student: 'blue',
  system: 'default',
  teacher: 'purple',
};

export function TimelineTable({
  timeline,
  utcOffset,
  onStep,
}: {
  timeline: TimelineEntry[];
  utcOffset: number;
  /** Opens the step after this event. */
  onStep: (version: number) => void;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TimelineEntry> = [
    { title: t('teacher.timeline.col.version'), dataIndex: 'version', width: 64, align: 'right' },
    {
      title: t('teacher.timeline.col.at'),
      dataIndex: 'at',
      width: 150,
      render: (at: string) => formatZoned(at, utcOffset),
    },
    {
      title: t('teacher.timeline.col.actor'),
      dataIndex: 'actor',
      width: 100,
      filters: (['student', 'system', 'teacher'] as const).map((a) => ({
        text: t(`teacher.actor.${a}`),
        value: a,
      })),
      onFilter: (value, e) => e.actor === value,
      render: (actor: TimelineEntry['actor']) => (
        <Tag color={ACTOR_COLORS[actor]}>{t(`teacher.actor.${actor}`)}</Tag>
      ),
    },
    {
      title: t('teacher.timeline.col.type'),
      dataIndex: 'type',
      width: 220,
      render: (type: string) => <Typography.Text code>{type}</Typography.Text>,
    },
    {
      title: t('teacher.timeline.col.data'),
      key: 'data',
      ellipsis: true,
      render: (_, e) => (
        <Typography.Text type="secondary" title={summarize(e.data, 1000)}>
          {summarize(e.data)}
        </Typography.Text>
      ),
    },
    {
      title: t('teacher.step.column'),
      key: 'step',
      width: 72,
      align: 'center',
      render: (_, e) => (
        <Button
          size="small"
          type="text"
          icon={<NodeIndexOutlined />}
          onClick={() => onStep(e.version)}
          aria-label={t('teacher.step.open', { version: e.version })}
          title={t('teacher.step.open', { version: e.version })}
          data-testid={`timeline-step-${e.version}`}
        />
      ),
    },
  ];
  return (
    <Table<TimelineEntry>
      rowKey="version"
      columns={columns}
      dataSource={timeline}
      size="small"
      tableLayout="fixed"
      pagination={{ defaultPageSize: 50, hideOnSinglePage: true, showSizeChanger: true }}
      locale={{ emptyText: t('teacher.timeline.empty') }}
      expandable={{
        rowExpandable: (e) => hasDetail(e.data),
        expandedRowRender: (e) => (
          <pre
            style={{ margin: 0, maxHeight: 360, overflow: 'auto', fontSize: 12 }}
            data-testid={`timeline-data-${e.version}`}
          >
            {JSON.stringify(e.data, null, 2)}
          </pre>
        ),
      }}
      data-testid="attempt-timeline"
    />
  );
}
