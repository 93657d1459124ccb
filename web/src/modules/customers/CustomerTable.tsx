/** Customer files: one row per buyer; paid totals come from the buyer's orders. */
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerListData, CustomerRow } from '../../../../schemas/customers/api.ts';
import type { CustomerAction as RowAction } from '../../../../schemas/customers/domain.ts';
import { useMoney } from '../../shared/format.ts';
import { tablePaging } from '../../shared/module/paging.ts';

export type CustomerAction = 'detail' | RowAction;

type Props = {
  data: CustomerListData | null;
  loading: boolean;
  paging: { page: number; limit: number };
  onPage: (page: number, limit: number) => void;
  onAction: (action: CustomerAction, row: CustomerRow) => void;
};

/** Details, then exactly the actions the server lists for the row (computed by the engine). */
const actionsOf = (r: CustomerRow): CustomerAction[] => ['detail', ...r.actions];

export function CustomerTable(p: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: TableColumnsType<CustomerRow> = [
    {
      title: t('customers.col.account'),
      key: 'account',
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{r.account}</Typography.Text>
          <Typography.Text type="secondary">{r.name}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('customers.col.platform'),
      key: 'platform',
      render: (_, r) => <Tag>{t(`platform.${r.platform}`)}</Tag>,
    },
    { title: t('customers.col.region'), key: 'region', render: (_, r) => t(`region.${r.region}`) },
    {
      title: t('customers.col.contact'),
      key: 'contact',
      render: (_, r) => r.contact || t('common.none'),
    },
    {
      title: t('customers.col.paidAmount'),
      key: 'paidAmount',
      align: 'right',
      render: (_, r) => <span data-testid="paid-amount">{money(r.paidAmount)}</span>,
    },
    {
      title: t('customers.col.paidCount'),
      key: 'paidCount',
      align: 'right',
      render: (_, r) => <span data-testid="paid-count">{r.paidCount}</span>,
    },
    {
      title: t('customers.col.status'),
      key: 'status',
      render: (_, r) => (
        <Tag
          color={r.status === 'blacklist' ? 'red' : 'green'}
          data-testid="customer-status"
          data-status={r.status}
          title={r.blacklistReason || undefined}
        >
          {t(`customerStatus.${r.status}`)}
        </Tag>
      ),
    },
    {
      title: t('customers.col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={0} wrap className="row-actions">
          {actionsOf(r).map((a) => (
            <Button
              key={a}
              type="link"
              size="small"
              danger={a === 'delete' || a === 'blacklist'}
              data-testid={`customer-${a}`}
              onClick={() => p.onAction(a, r)}
            >
              {t(`customers.action.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<CustomerRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={p.data?.list ?? []}
      loading={p.loading}
      locale={{ emptyText: t('customers.empty') }}
      pagination={tablePaging(t, p.paging, p.data?.total ?? 0, p.onPage)}
    />
  );
}
