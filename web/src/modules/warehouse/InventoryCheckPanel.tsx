/**
 * The open inventory check: counted quantity per line, the difference from the book, and a
 * reason wherever they differ (the engine refuses a difference without one). Post or cancel.
 */
import { Alert, Button, Card, Flex, Input, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryCheck } from '../../../../schemas/warehouse/api.ts';
import { ADJUST_REASON_MAX, type StockCommand } from '../../../../schemas/warehouse/domain.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { useLocalText } from '../../shared/format.ts';
import { IntegerInput } from '../../shared/inputs/index.ts';

type Line = InventoryCheck['lines'][number];
type Entry = { counted: number | null; reason: string };
type Props = {
  check: InventoryCheck;
  run: (c: StockCommand) => Promise<boolean>;
  confirm: (
    title: string,
    content: ReactNode,
    action: () => Promise<boolean>,
    danger?: boolean,
  ) => Promise<boolean>;
};

export function InventoryCheckPanel({ check, run, confirm }: Props) {
  const { t } = useTranslation();
  const text = useLocalText();
  const caseTime = useCaseTime();
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const entry = (sku: string): Entry => entries[sku] ?? { counted: null, reason: '' };
  const set = (sku: string, patch: Partial<Entry>) =>
    setEntries((e) => ({ ...e, [sku]: { ...entry(sku), ...patch } }));
  const diff = (l: Line) => {
    const c = entry(l.sku).counted;
    return c === null ? null : c - l.book;
  };
  const missing = check.lines.filter((l) => entry(l.sku).counted === null).length;
  const noReason = check.lines.filter((l) => (diff(l) ?? 0) !== 0 && !entry(l.sku).reason.trim());

  const post = () =>
    run({
      type: 'PostInventoryCheck',
      counts: check.lines.map((l) => {
        const e = entry(l.sku);
        return {
          sku: l.sku,
          counted: e.counted ?? l.book,
          ...(e.reason.trim() ? { reason: e.reason.trim() } : {}),
        };
      }),
    });

  return (
    <Card
      size="small"
      data-testid="check-panel"
      title={t('warehouse.check.title', {
        checkNo: check.checkNo,
        time: caseTime(check.startedAt),
      })}
    >
      <Table<Line>
        rowKey="sku"
        size="small"
        pagination={false}
        dataSource={check.lines}
        columns={[
          {
            title: t('warehouse.col.sku'),
            key: 'sku',
            render: (_, l) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text className="mono">{l.sku}</Typography.Text>
                <Typography.Text type="secondary">{text(l.name)}</Typography.Text>
              </Space>
            ),
          },
          { title: t('warehouse.check.book'), dataIndex: 'book', align: 'right', width: 100 },
          {
            title: t('warehouse.check.counted'),
            key: 'counted',
            width: 140,
            render: (_, l) => (
              <IntegerInput
                min={0}
                max={10_000_000}
                value={entry(l.sku).counted}
                onChange={(v) => set(l.sku, { counted: v })}
                data-testid="check-counted"
              />
            ),
          },
          {
            title: t('warehouse.check.diff'),
            key: 'diff',
            align: 'right',
            width: 100,
            render: (_, l) => {
              const d = diff(l);
              if (d === null) return t('common.none');
              return (
                <Typography.Text type={d === 0 ? 'secondary' : 'danger'} data-testid="check-diff">
                  {d > 0 ? `+${d}` : d}
                </Typography.Text>
              );
            },
          },
          {
            title: t('warehouse.check.reason'),
            key: 'reason',
            render: (_, l) => (
              <Input
                value={entry(l.sku).reason}
                maxLength={ADJUST_REASON_MAX}
                status={noReason.includes(l) ? 'error' : undefined}
                placeholder={(diff(l) ?? 0) !== 0 ? t('warehouse.check.reasonRequired') : ''}
                onChange={(e) => set(l.sku, { reason: e.target.value })}
                data-testid="check-reason"
              />
            ),
          },
        ]}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 12 }} gap={12} wrap>
        {missing > 0 || noReason.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={
              missing > 0
                ? t('warehouse.check.countAll', { count: missing })
                : t('warehouse.check.reasonRequired')
            }
          />
        ) : (
          <span />
        )}
        <Space>
          <Button
            data-testid="check-cancel"
            onClick={() =>
              void confirm(
                t('warehouse.check.cancelTitle'),
                t('warehouse.check.cancelConfirm'),
                () => run({ type: 'CancelInventoryCheck' }),
                true,
              )
            }
          >
            {t('warehouse.check.cancel')}
          </Button>
          <Button
            type="primary"
            data-testid="check-post"
            disabled={missing > 0 || noReason.length > 0}
            onClick={() => void post()}
          >
            {t('warehouse.check.post')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
