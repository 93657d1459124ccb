/** A customer's file: details, blacklist reason, and the orders the totals come from. */
import { Descriptions, Drawer, Table, Tag } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '../../../../schemas/customers/api.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { useMoney } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { customerApi } from './api.ts';

export function CustomerDetail({
  userCaseID,
  row,
  onClose,
}: {
  userCaseID: string;
  row: CustomerRow | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={640}
      title={row ? `${row.name} · ${row.account}` : ''}
      destroyOnHidden
    >
      {row ? <Infos userCaseID={userCaseID} id={row.id} /> : null}
    </Drawer>
  );
}

function Infos({ userCaseID, id }: { userCaseID: string; id: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const caseTime = useCaseTime();
  const load = useCallback(() => customerApi.infos(userCaseID, id), [userCaseID, id]);
  const { data, loading } = useRemote(load);
  const c = data?.customer;
  return (
    <div className="page-stack" data-testid="customer-infos">
      {c ? (
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('customers.col.platform')}>
            {t(`platform.${c.platform}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.col.region')}>
            {t(`region.${c.region}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.col.contact')}>
            {c.contact || t('common.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.col.status')}>
            <Tag color={c.status === 'blacklist' ? 'red' : 'green'}>
              {t(`customerStatus.${c.status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.col.paidAmount')}>
            {money(c.paidAmount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.col.paidCount')}>{c.paidCount}</Descriptions.Item>
          {c.blacklistReason ? (
            <Descriptions.Item label={t('customers.blacklist.reason')} span={2}>
              {c.blacklistReason}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('customers.form.details')} span={2}>
            {c.details || t('common.none')}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Table
        rowKey="orderNo"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={data?.orders ?? []}
        locale={{ emptyText: t('orders.empty') }}
        columns={[
          { title: t('orders.col.orderNo'), dataIndex: 'orderNo' },
          {
            title: t('orders.col.status'),
            key: 'status',
            render: (_, o) => t(`orderStatus.${o.status}`),
          },
          {
            title: t('orders.col.createdAt'),
            key: 'createdAt',
            render: (_, o) => caseTime(o.createdAt),
          },
          { title: t('customers.detail.qty'), dataIndex: 'qty', align: 'right' },
          {
            title: t('orders.col.amount'),
            key: 'amount',
            align: 'right',
            render: (_, o) => money(o.amountReceived),
          },
        ]}
      />
    </div>
  );
}
