/** The stock table: one row per SKU with its modify and delete actions. */
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StockListData, StockRow } from '../../../../schemas/warehouse/api.ts';
import { useLocalText, useMoney } from '../../shared/format.ts';
import { tablePaging } from '../../shared/module/paging.ts';

type Props = {
  data: StockListData | null;
  loading: boolean;
  paging: { page: number; limit: number };
  onPage: (page: number, limit: number) => void;
  onModify: (row: StockRow) => void;
  onDelete: (row: StockRow) => void;
};

export function StockTable(p: Props) {
  const { t } = useTranslation();
  const text = useLocalText();
  const money = useMoney();
  const columns: TableColumnsType<StockRow> = [
    { title: t('warehouse.col.name'), key: 'name', render: (_, r) => text(r.name) },
    {
      title: t('warehouse.col.sku'),
      key: 'sku',
      render: (_, r) => <Typography.Text className="mono">{r.sku}</Typography.Text>,
    },
    { title: t('warehouse.col.spec'), dataIndex: 'spec' },
    {
      title: t('warehouse.col.price'),
      key: 'price',
      align: 'right',
      render: (_, r) => money(r.price),
    },
    {
      title: t('warehouse.col.qty'),
      key: 'qty',
      align: 'right',
      render: (_, r) => <span data-testid="stock-qty">{r.qty}</span>,
    },
    { title: t('warehouse.col.reserved'), dataIndex: 'reserved', align: 'right' },
    {
      title: t('warehouse.col.status'),
      key: 'status',
      render: (_, r) => (
        <Tag color={r.status === 'forSale' ? 'green' : 'default'}>
          {t(`stockStatus.${r.status}`)}
        </Tag>
      ),
    },
    {
      title: t('warehouse.col.platform'),
      key: 'platform',
      render: (_, r) => (
        <Space orientation="vertical" size={2}>
          <span>{r.storeName}</span>
          <Tag>{t(`platform.${r.platform}`)}</Tag>
        </Space>
      ),
    },
    {
      title: t('warehouse.col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          {r.actions.map((a) => (
            <Button
              key={a}
              type="link"
              size="small"
              danger={a === 'delete'}
              data-testid={`stock-${a}`}
              onClick={() => (a === 'delete' ? p.onDelete(r) : p.onModify(r))}
            >
              {t(`warehouse.action.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<StockRow>
      rowKey="sku"
      size="middle"
      columns={columns}
      dataSource={p.data?.list ?? []}
      loading={p.loading}
      locale={{ emptyText: t('warehouse.empty') }}
      pagination={tablePaging(t, p.paging, p.data?.total ?? 0, p.onPage)}
    />
  );
}
