/**
 * Stepping through an attempt: the case's module tables as they stood after one event of the
 * timeline (step 0: as the case starts) — the event told as in the timeline, then the rows that event added or changed highlighted and the
 * ones it removed listed; previous / next and a slider move one event at a time, the arrow keys
 * too. The tables come from the server (POST /api/Teacher/AttemptStep), folded by the engine.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Skeleton,
  Slider,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptStepData, SnapshotTable } from '../../../../schemas/api/teacher.ts';
import { useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { teacherApi } from './api.ts';
import { LoadFailed } from './parts.tsx';
import { NAMED_FIELDS, stepLabel } from './stepLabels.ts';
import { summarize } from './summary.ts';
import { useTimelineText } from './timelineText.ts';
import { ACTOR_COLORS, EntryDetail, EntryTime } from './TimelineTable.tsx';

type Row = SnapshotTable['rows'][number];

type Names = AttemptStepData['names'];

/**
 * A cell: nothing as a dash, yes/no, a status or another closed value by its label (STEP_LABELS),
 * a buyer's or a store's id by name, numbers and words as they are, lists and objects digested.
 */
const Cell = ({
  value,
  entity,
  field,
  names,
}: {
  value: unknown;
  entity: string;
  field: string;
  names: Names;
}) => {
  const { t } = useTranslation();
  const text = useLocalText();
  if (value === null || value === undefined || value === '') return <>{t('common.none')}</>;
  if (typeof value === 'boolean') return <>{t(value ? 'common.yes' : 'common.no')}</>;
  if (typeof value === 'string') {
    const label = stepLabel(entity, field, value);
    if (label) return <>{t(label, { defaultValue: value })}</>;
    const name = NAMED_FIELDS.has(field) ? names[value] : undefined;
    if (name !== undefined) return <>{typeof name === 'string' ? name : text(name)}</>;
  }
  if (typeof value === 'number' || typeof value === 'string') return <>{String(value)}</>;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return <>{value.join(', ')}</>;
  return <span title={summarize(value, 1000)}>{summarize(value)}</span>;
};

function StepTable({ table, names }: { table: SnapshotTable; names: Names }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const columns: TableColumnsType<Row> = [
    {
      title: t('teacher.step.key'),
      dataIndex: 'key',
      width: 170,
      render: (key: string, r) => (
        <Flex gap={4} align="center" wrap>
          <Typography.Text code>{key}</Typography.Text>
          {names[key] !== undefined ? (
            <span>{typeof names[key] === 'string' ? names[key] : text(names[key])}</span>
          ) : null}
          {r.change ? (
            <Tag color={r.change === 'added' ? 'green' : 'gold'}>
              {t(`teacher.step.change.${r.change}`)}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    ...table.fields.map((f) => ({
      title: t(`teacher.step.field.${f}`, { defaultValue: f }),
      key: f,
      render: (_: unknown, r: Row) => (
        <Cell value={r.values[f]} entity={table.entity} field={f} names={names} />
      ),
    })),
  ];
  return (
    <Flex vertical gap={4} data-testid={`step-table-${table.entity}`}>
      <Typography.Text strong>
        {t('teacher.step.tableTitle', {
          module: t(`module.${table.module}`),
          entity: t(`teacher.step.entity.${table.entity}`),
        })}
      </Typography.Text>
      <Table<Row>
        rowKey="key"
        columns={columns}
        dataSource={table.rows}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(r) => (r.change ? 'step-row-changed' : '')}
        locale={{ emptyText: t('teacher.step.emptyTable') }}
      />
      {table.removed.length > 0 ? (
        <Typography.Text type="danger" data-testid={`step-removed-${table.entity}`}>
          {t('teacher.step.removed', { keys: table.removed.join(', ') })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function Step({
  attemptId,
  version,
  total,
  utcOffset,
  onStep,
}: {
  attemptId: string;
  version: number;
  total: number;
  utcOffset: number;
  onStep: (v: number) => void;
}) {
  const { t } = useTranslation();
  const load = useCallback(() => teacherApi.step(attemptId, version), [attemptId, version]);
  const { data, failed, reload } = useRemote(load);
  const { sentence } = useTimelineText(utcOffset);
  const go = (v: number) => onStep(Math.max(0, Math.min(total, v)));
  return (
    <Flex
      vertical
      gap={12}
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(version - 1);
        if (e.key === 'ArrowRight') go(version + 1);
      }}
      data-testid="attempt-step"
      data-version={data?.version ?? ''}
    >
      <Flex gap={8} align="center">
        <Button
          icon={<LeftOutlined />}
          disabled={version <= 0}
          onClick={() => go(version - 1)}
          aria-label={t('teacher.step.previous')}
          data-testid="step-previous"
        />
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={total}
          value={version}
          onChange={(v) => go(v)}
          aria-label={t('teacher.step.slider')}
        />
        <Button
          icon={<RightOutlined />}
          disabled={version >= total}
          onClick={() => go(version + 1)}
          aria-label={t('teacher.step.next')}
          data-testid="step-next"
        />
      </Flex>
      <Typography.Text data-testid="step-position">
        {t('teacher.step.position', { version, total })}
      </Typography.Text>
      {failed && !data ? <LoadFailed onRetry={reload} /> : null}
      {!data && !failed ? <Skeleton active /> : null}
      {data ? (
        <>
          {data.event ? (
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                {
                  key: 'at',
                  label: t('teacher.timeline.col.at'),
                  children: <EntryTime entry={data.event} utcOffset={utcOffset} />,
                },
                {
                  key: 'actor',
                  label: t('teacher.timeline.col.actor'),
                  children: (
                    <Tag color={ACTOR_COLORS[data.event.actor]} data-testid="step-event-actor">
                      {t(`teacher.actor.${data.event.actor}`)}
                    </Tag>
                  ),
                },
                {
                  key: 'sentence',
                  label: t('teacher.timeline.col.sentence'),
                  children: <span data-testid="step-event-sentence">{sentence(data.event)}</span>,
                },
                {
                  key: 'data',
                  label: t('teacher.timeline.col.data'),
                  children: <EntryDetail entry={data.event} utcOffset={utcOffset} />,
                },
              ]}
            />
          ) : (
            <Alert type="info" showIcon title={t('teacher.step.start')} />
          )}
          {data.tables.map((table) => (
            <StepTable key={`${table.module}.${table.entity}`} table={table} names={data.names} />
          ))}
        </>
      ) : null}
    </Flex>
  );
}

export function StepDrawer({
  attemptId,
  version,
  total,
  utcOffset,
  onStep,
  onClose,
}: {
  attemptId: string;
  /** The step shown, or null when closed. */
  version: number | null;
  total: number;
  utcOffset: number;
  onStep: (v: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={version !== null}
      onClose={onClose}
      size={960}
      title={t('teacher.step.title')}
      destroyOnHidden
    >
      {version !== null ? (
        <Step
          attemptId={attemptId}
          version={version}
          total={total}
          utcOffset={utcOffset}
          onStep={onStep}
        />
      ) : null}
    </Drawer>
  );
}
