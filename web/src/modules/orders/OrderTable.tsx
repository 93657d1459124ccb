/** The order table: one row per order, expandable detail, row actions from `row.actions`. */
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderListData, OrderRow } from '../../../../schemas/orders/api.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { useLocalText, useMoney } from '../../shared/format.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderRowActions, type RowAction } from './OrderRowActions.tsx';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { tablePaging } from '../../shared/module/paging.ts';

type Props = {
  data: OrderListData | null;
  loading: boolean;
  paging: { page: number; limit: number };
  selected: string[];
  onSelect: (orderNos: string[]) => void;
  onPage: (page: number, limit: number) => void;
  onAction: (action: RowAction, row: OrderRow) => void;
};

export function OrderTable(p: Props) {
  const { t } = useTranslation();
  const text = useLocalText();
  const money = useMoney();
  const caseTime = useCaseTime();
  const columns: TableColumnsType<OrderRow> = [
    {
      title: t('orders.col.orderNo'),
      key: 'orderNo',
      render: (_, r) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text strong copyable className="mono">
            {r.orderNo}
          </Typography.Text>
          <Space size={4} wrap>
            {r.gift ? <Tag color="magenta">{t('orders.giftTag')}</Tag> : null}
            {r.splitFrom ? <Tag color="purple">{t('orders.splitTag')}</Tag> : null}
            {r.mergedFrom.length ? <Tag color="geekblue">{t('orders.mergedTag')}</Tag> : null}
          </Space>
        </Space>
      ),
    },
    {
      title: t('orders.col.store'),
      key: 'store',
      render: (_, r) => (
        <Space orientation="vertical" size={2}>
          <span>{r.storeName}</span>
          <Tag>{t(`platform.${r.platform}`)}</Tag>
        </Space>
      ),
    },
    {
      title: t('orders.col.buyer'),
      key: 'buyer',
      render: (_, r) => (
        <Space orientation="vertical" size={2}>
          <span>{r.buyerName}</span>
          {r.buyerStatus === 'blacklist' ? (
            <Tag color="red" data-testid="buyer-blacklisted">
              {t('customerStatus.blacklist')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('orders.col.items'),
      key: 'items',
      render: (_, r) =>
        r.items.map((i) => (
          <div key={i.sku}>{t('orders.itemLine', { name: text(i.name), qty: i.qty })}</div>
        )),
    },
    {
      title: t('orders.col.amount'),
      key: 'amount',
      align: 'right',
      render: (_, r) => <span className="money">{money(r.amountReceived)}</span>,
    },
    {
      title: t('orders.col.status'),
      key: 'status',
      render: (_, r) => <OrderStatusTag status={r.status} />,
    },
    {
      title: t('orders.col.createdAt'),
      key: 'createdAt',
      render: (_, r) => caseTime(r.createdAt),
    },
    {
      title: t('orders.col.actions'),
      key: 'actions',
      width: 230,
      render: (_, r) => <OrderRowActions row={r} onAction={p.onAction} />,
    },
  ];
  return (
    <Table<OrderRow>
      rowKey="orderNo"
      columns={columns}
      dataSource={p.data?.list ?? []}
      loading={p.loading}
      size="middle"
      scroll={{ x: 1100 }}
      expandable={{ expandedRowRender: (r) => <OrderDetail row={r} /> }}
      rowSelection={{
        selectedRowKeys: p.selected,
        onChange: (keys) => p.onSelect(keys.map(String)),
        getCheckboxProps: (r) => ({ disabled: !r.actions.includes('merge') }),
      }}
      pagination={tablePaging(t, p.paging, p.data?.total ?? 0, p.onPage)}
      locale={{ emptyText: t('orders.empty') }}
    />
  );
}
