/**
 * The disputes (spec entity): order, product, order and dispute amounts, time, status with the
 * countdown to the current deadline, platform, type, buyer; row actions: handle (the resolution
 * centre), apply for platform intervention, refund, contact the buyer.
 */
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisputeListData, DisputeRow } from '../../../../schemas/dispute/api.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { ActionLinks } from '../../shared/module/ActionLinks.tsx';
import { tablePaging, type Paging } from '../../shared/module/paging.ts';
import { useLocalText, useMoney } from '../../shared/format.ts';
import { Countdown } from './Countdown.tsx';
import type { SimClock } from '../../shared/simClock.ts';

export const STATUS_COLORS = {
  waiting: 'gold',
  intervention: 'purple',
  cancelled: 'default',
  completed: 'green',
} as const;

/** What a row offers: the resolution centre always, the rest while the dispute is open. */
export type RowAction = 'open' | 'intervene' | 'refund' | 'contact';

type Props = {
  data: DisputeListData | null;
  clock: SimClock | null;
  loading: boolean;
  paging: Paging;
  onPage: (page: number, limit: number) => void;
  onAction: (action: RowAction, row: DisputeRow) => void;
};

export function DisputeTable({ data, clock, loading, paging, onPage, onAction }: Props) {
  const { t } = useTranslation();
  const local = useLocalText();
  const money = useMoney();
  const caseTime = useCaseTime();
  const amount = (r: DisputeRow, v: number) => `${r.currency} ${money(v)}`;
  const columns: TableColumnsType<DisputeRow> = [
    {
      title: t('dispute.col.order'),
      key: 'order',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text copyable data-testid="dispute-order">
            {r.orderNo}
          </Typography.Text>
          <Typography.Text type="secondary">{r.id}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('dispute.col.product'),
      key: 'product',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{local(r.productName)}</Typography.Text>
          <Typography.Text type="secondary">{r.sku}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('dispute.col.amounts'),
      key: 'amounts',
      align: 'right',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>
            {t('dispute.orderAmount', { amount: amount(r, r.orderAmount) })}
          </Typography.Text>
          <Typography.Text strong>
            {t('dispute.disputeAmount', { amount: amount(r, r.amount) })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('dispute.col.reason'),
      key: 'reason',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{local(r.reason)}</Typography.Text>
          {r.kind && (
            <Typography.Text type="secondary" data-testid="dispute-kind" data-kind={r.kind}>
              {t(`dispute.kind.${r.kind}.label`)}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('dispute.platformType', {
              platform: t(`platform.${r.platform}`),
              type: t(`dispute.type.${r.type}`),
            })}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('dispute.col.buyer'), dataIndex: 'buyerName' },
    {
      title: t('dispute.col.status'),
      key: 'status',
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Space size={4}>
            <Tag
              color={STATUS_COLORS[r.status]}
              data-testid="dispute-status"
              data-status={r.status}
            >
              {t(`dispute.status.${r.status}`)}
            </Tag>
            {r.violation && (
              <Tag color="red" data-testid="dispute-violation">
                {t('dispute.violation')}
              </Tag>
            )}
            {r.result && (
              <Tag
                color={r.result === 'won' ? 'green' : r.result === 'lost' ? 'red' : 'blue'}
                data-testid="dispute-result"
                data-result={r.result}
              >
                {t(`dispute.result.${r.result}`)}
              </Tag>
            )}
          </Space>
          {clock && <Countdown deadline={r.deadline} clock={clock} />}
          {r.offer !== null && (
            <Typography.Text type="warning">
              {t('dispute.offerPending', { amount: amount(r, r.offer) })}
            </Typography.Text>
          )}
          {r.counter !== null && (
            <Typography.Text type="warning" data-testid="dispute-counter">
              {t('dispute.counterPending', { amount: amount(r, r.counter) })}
            </Typography.Text>
          )}
          {r.refunded > 0 && (
            <Typography.Text type="secondary">
              {t('dispute.refundedAmount', { amount: amount(r, r.refunded) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('dispute.col.at'), dataIndex: 'at', width: 130, render: (v: string) => caseTime(v) },
    {
      title: t('dispute.col.actions'),
      key: 'actions',
      width: 150,
      render: (_, r) => {
        const open = r.actions.length > 0;
        const actions: RowAction[] = [
          'open',
          ...(r.actions.includes('intervene') ? (['intervene'] as const) : []),
          ...(r.actions.includes('refund') ? (['refund'] as const) : []),
          ...(open ? (['contact'] as const) : []),
        ];
        return (
          <ActionLinks
            actions={actions}
            testId={(a) => `dispute-${a}`}
            label={(a) => t(`dispute.action.${a}`)}
            onAction={(a) => onAction(a, r)}
          />
        );
      },
    },
  ];
  return (
    <Table<DisputeRow>
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={data?.list ?? []}
      onRow={(r) => ({ 'data-testid': `dispute-row-${r.id}` }) as object}
      pagination={tablePaging(t, paging, data?.total ?? 0, onPage)}
    />
  );
}
