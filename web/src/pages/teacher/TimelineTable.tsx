/**
 * The events of an attempt in stream order, as sentences: when (the case's clock; a teacher's
 * events and anything after the submission at the real time, marked), who (student, buyer,
 * platform, counterparty, system, teacher) and what happened, names and statuses in the viewer's
 * language. A row unfolds to its data, field by field; its step button shows the module tables as
 * they stood after it (StepDrawer). Bookkeeping (timers, scripts' moves, tracking points) is
 * hidden until the switch shows it.
 */
import { NodeIndexOutlined } from '@ant-design/icons';
import {
  Button,
  Descriptions,
  Flex,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TIMELINE_ACTORS,
  type TimelineActor,
  type TimelineEntry,
} from '../../../../schemas/api/timeline.ts';
import { useTimelineText } from './timelineText.ts';

export const ACTOR_COLORS: Record<TimelineActor, string> = {
  student: 'blue',
  buyer: 'orange',
  platform: 'geekblue',
  counterparty: 'gold',
  system: 'default',
  teacher: 'purple',
};

/** When an entry happened, with a mark when that is the real time, not the case's clock. */
export function EntryTime({ entry, utcOffset }: { entry: TimelineEntry; utcOffset: number }) {
  const { t } = useTranslation();
  const { time } = useTimelineText(utcOffset);
  return (
    <span data-clock={entry.clock}>
      {time(entry)}
      {entry.clock === 'real' ? (
        <Tag style={{ marginInlineStart: 4 }} title={t('teacher.timeline.realTime')}>
          {t('teacher.timeline.realTag')}
        </Tag>
      ) : null}
    </span>
  );
}

/** An entry's data, field by field, labelled; and its event type. */
export function EntryDetail({ entry, utcOffset }: { entry: TimelineEntry; utcOffset: number }) {
  const { t } = useTranslation();
  const { fields } = useTimelineText(utcOffset);
  return (
    <Descriptions
      size="small"
      column={1}
      data-testid={`timeline-data-${entry.version}`}
      items={[
        ...fields(entry).map((f) => ({
          key: f.field,
          label: f.label,
          children: <span style={{ whiteSpace: 'pre-wrap' }}>{f.value}</span>,
        })),
        {
          key: '__type',
          label: t('teacher.timeline.type'),
          children: <Typography.Text code>{entry.type}</Typography.Text>,
        },
      ]}
    />
  );
}

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
  const { sentence } = useTimelineText(utcOffset);
  const [showInternal, setShowInternal] = useState(false);
  const hidden = timeline.filter((e) => e.internal).length;
  const rows = showInternal ? timeline : timeline.filter((e) => !e.internal);
  const columns: TableColumnsType<TimelineEntry> = [
    { title: t('teacher.timeline.col.version'), dataIndex: 'version', width: 64, align: 'right' },
    {
      title: t('teacher.timeline.col.at'),
      key: 'at',
      width: 200,
      render: (_, e) => <EntryTime entry={e} utcOffset={utcOffset} />,
    },
    {
      title: t('teacher.timeline.col.actor'),
      dataIndex: 'actor',
      width: 110,
      filters: TIMELINE_ACTORS.map((a) => ({ text: t(`teacher.actor.${a}`), value: a })),
      onFilter: (value, e) => e.actor === value,
      render: (actor: TimelineActor) => (
        <Tag color={ACTOR_COLORS[actor]} data-testid="timeline-actor">
          {t(`teacher.actor.${actor}`)}
        </Tag>
      ),
    },
    {
      title: t('teacher.timeline.col.sentence'),
      key: 'sentence',
      ellipsis: true,
      render: (_, e) => {
        const s = sentence(e);
        return (
          <span title={s} data-testid="timeline-sentence">
            {s}
          </span>
        );
      },
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
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Switch
          size="small"
          checked={showInternal}
          onChange={setShowInternal}
          data-testid="timeline-show-internal"
        />
        <Typography.Text>{t('teacher.timeline.showInternal')}</Typography.Text>
        {!showInternal && hidden > 0 ? (
          <Typography.Text type="secondary" data-testid="timeline-hidden">
            {t('teacher.timeline.hidden', { count: hidden })}
          </Typography.Text>
        ) : null}
      </Flex>
      <Table<TimelineEntry>
        rowKey="version"
        columns={columns}
        dataSource={rows}
        size="small"
        tableLayout="fixed"
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true, showSizeChanger: true }}
        locale={{ emptyText: t('teacher.timeline.empty') }}
        rowClassName={(e) => `timeline-actor-${e.actor}`}
        expandable={{
          expandedRowRender: (e) => <EntryDetail entry={e} utcOffset={utcOffset} />,
        }}
        data-testid="attempt-timeline"
      />
    </Flex>
  );
}
