/** After-sales table: one row per application; actions are those the lifecycle allows now. */
import { Button, Descriptions, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AfterSaleListData, AfterSaleRow } from '../../../../schemas/afterSales/api.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { useBuyerWords } from '../../case/useBuyerText.ts';
import { useLocalText, useMoney } from '../../shared/format.ts';
import { tablePaging } from '../../shared/module/paging.ts';

type Action = AfterSaleRow['actions'][number];
const ORDER: Action[] = ['agree', 'refuse', 'received', 'notReceived', 'remark'];
const STATUS_COLOR: Record<string, string> = {
  applied: 'orange',
  awaitingReturn: 'blue',
  returnShipped: 'cyan',
  goodsReceived: 'geekblue',
  refunded: 'green',
  refused: 'red',
  goodsNotReceived: 'volcano',
  escalated: 'magenta',
};

type Props = {
  data: AfterSaleListData | null;
  loading: boolean;
  paging: { page: number; limit: number };
  onPage: (page: number, limit: number) => void;
  onAction: (action: Action, row: AfterSaleRow) => void;
};

export function AfterSaleTable(p: Props) {
  const { t } = useTranslation();
  const words = useBuyerWords();
  const text = useLocalText();
  const money = useMoney();
  const caseTime = useCaseTime();
  const columns: TableColumnsType<AfterSaleRow> = [
    {
      title: t('afterSales.col.id'),
      key: 'id',
      render: (_, r) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text strong className="mono">
            {r.id}
          </Typography.Text>
          <Tag>{t(`afterSaleKind.${r.kind}`)}</Tag>
        </Space>
      ),
    },
    {
      title: t('afterSales.col.order'),
      key: 'order',
      render: (_, r) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text className="mono">{r.orderNo}</Typography.Text>
          <Typography.Text type="secondary">
            {t('afterSales.buyerOn', {
              buyer: r.buyerName,
              platform: t(`platform.${r.platform}`),
            })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('afterSales.col.orderAmount'),
      key: 'orderAmount',
      align: 'right',
      render: (_, r) => money(r.orderAmount),
    },
    {
      title: t('afterSales.col.refund'),
      key: 'refund',
      align: 'right',
      render: (_, r) => (
        <Space orientation="vertical" size={0} align="end">
          <span data-testid="refund-amount">
            {r.refundAmount === null ? t('common.none') : money(r.refundAmount)}
          </span>
          <Typography.Text type="secondary">
            {t('afterSales.requested', { amount: money(r.requestedAmount) })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('afterSales.col.appliedAt'),
      key: 'appliedAt',
      render: (_, r) => caseTime(r.appliedAt),
    },
    {
      title: t('afterSales.col.logistics'),
      key: 'logistics',
      render: (_, r) =>
        r.logistics
          ? `${t(`carrier.${r.logistics.carrier}`)} · ${r.logistics.trackingNo}`
          : t('common.none'),
    },
    {
      title: t('afterSales.col.status'),
      key: 'status',
      render: (_, r) => (
        <Tag color={STATUS_COLOR[r.status]} data-testid="after-sale-status" data-status={r.status}>
          {t(`afterSaleStatus.${r.status}`)}
        </Tag>
      ),
    },
    {
      title: t('afterSales.col.remark'),
      key: 'remark',
      render: (_, r) => r.remark || t('common.none'),
    },
    {
      title: t('afterSales.col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={0} wrap className="row-actions">
          {ORDER.filter((a) => r.actions.includes(a)).map((a) => (
            <Button
              key={a}
              type="link"
              size="small"
              danger={a === 'refuse' || a === 'notReceived'}
              data-testid={`after-sale-${a}`}
              onClick={() => p.onAction(a, r)}
            >
              {t(`afterSales.action.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<AfterSaleRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={p.data?.list ?? []}
      loading={p.loading}
      locale={{ emptyText: t('afterSales.empty') }}
      expandable={{
        expandedRowRender: (r) => (
          <Descriptions size="small" column={1} data-testid="after-sale-detail">
            <Descriptions.Item label={t('afterSales.detail.reason')}>
              <span lang={words(r.reason, r.buyer).lang}>{words(r.reason, r.buyer).text}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('afterSales.detail.items')}>
              {r.items.map((i) => `${i.sku} ${text(i.name)} × ${i.qty}`).join('; ')}
            </Descriptions.Item>
            {r.actions.includes('agree') ? (
              <Descriptions.Item label={t('afterSales.detail.refundable')}>
                {money(r.refundable)}
              </Descriptions.Item>
            ) : null}
            {r.refuseReason ? (
              <Descriptions.Item label={t('afterSales.detail.refuseReason')}>
                {r.refuseReason}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        ),
      }}
      pagination={tablePaging(t, p.paging, p.data?.total ?? 0, p.onPage)}
    />
  );
}
