/** /CustomerManage: customer files — filters, table, create / modify / delete, blacklist. */
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerListBody, CustomerRow } from '../../../../schemas/customers/api.ts';
import { CUSTOMER_STATUSES, PLATFORMS, REGIONS } from '../../../../schemas/common.ts';
import {
  BLACKLIST_REASON_MAX,
  type CustomerCommand,
} from '../../../../schemas/customers/domain.ts';
import { useSession } from '../../session/session.ts';
import { FilterBar } from '../../shared/module/FilterBar.tsx';
import { useConfirm } from '../../shared/module/useConfirm.ts';
import { useListQuery } from '../../shared/module/useListQuery.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { CUSTOMER_OPERATE, customerApi } from './api.ts';
import { CustomerDetail } from './CustomerDetail.tsx';
import { CustomerForm } from './CustomerForm.tsx';
import { CustomerTable, type CustomerAction } from './CustomerTable.tsx';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';

type Filters = Omit<CustomerListBody, 'userCaseID' | 'page' | 'limit'>;

export default function CustomersPage() {
  const usercaseID = useSession((s) => s.usercaseID);
  return usercaseID ? <Customers userCaseID={usercaseID} /> : null;
}

function Customers({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const q = useListQuery<Filters>();
  const load = useCallback(
    () => customerApi.list({ userCaseID, ...q.filters, ...q.paging }),
    [userCaseID, q.filters, q.paging],
  );
  const list = useLiveList(load, 'customers.list');
  const data = list.data;
  const run = useOperate<CustomerCommand>(
    CUSTOMER_OPERATE,
    'customers',
    userCaseID,
    data?.version,
    list.reload,
  );
  const confirm = useConfirm();
  const [editing, setEditing] = useState<CustomerRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<CustomerRow | null>(null);

  const onAction = (action: CustomerAction, r: CustomerRow) => {
    const name = `${r.name} (${r.account})`;
    if (action === 'modify') setEditing(r);
    else if (action === 'detail') setViewing(r);
    else if (action === 'delete') {
      void confirm(
        t('customers.delete.title'),
        t('customers.delete.confirm', { name }),
        () => run({ type: 'DeleteCustomer', id: r.id }),
        true,
      );
    } else if (action === 'unblacklist') {
      void confirm(
        t('customers.unblacklist.title'),
        t('customers.unblacklist.confirm', { name }),
        () => run({ type: 'UnblacklistCustomer', id: r.id }),
      );
    } else {
      let reason = '';
      void confirm(
        t('customers.blacklist.title'),
        <div data-testid="blacklist-form">
          <Typography.Paragraph>{t('customers.blacklist.confirm', { name })}</Typography.Paragraph>
          <Input.TextArea
            rows={2}
            maxLength={BLACKLIST_REASON_MAX}
            showCount
            placeholder={t('customers.blacklist.reason')}
            onChange={(e) => {
              reason = e.target.value;
            }}
            data-testid="blacklist-reason"
          />
        </div>,
        () => run({ type: 'BlacklistCustomer', id: r.id, reason: reason.trim() }),
        true,
      );
    }
  };

  return (
    <div className="page-stack" data-testid="customers-page">
      <ModuleHeader title={t('module.customers')} subtitle={t('customers.subtitle')} />
      <Card variant="borderless" size="small">
        <FilterBar
          onSearch={(f) => q.search(f as Filters)}
          fields={[
            { name: 'keyword', label: t('customers.filter.keyword'), kind: 'text' },
            {
              name: 'platform',
              label: t('customers.col.platform'),
              kind: 'select',
              options: PLATFORMS.map((p) => ({ value: p, label: t(`platform.${p}`) })),
            },
            {
              name: 'region',
              label: t('customers.col.region'),
              kind: 'select',
              options: REGIONS.map((r) => ({ value: r, label: t(`region.${r}`) })),
            },
            {
              name: 'status',
              label: t('customers.col.status'),
              kind: 'select',
              options: CUSTOMER_STATUSES.map((s) => ({
                value: s,
                label: t(`customerStatus.${s}`),
              })),
            },
          ]}
        />
      </Card>
      <Card variant="borderless" size="small">
        <Flex justify="space-between" align="center" className="orders-toolbar">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="customer-create"
            onClick={() => setEditing('new')}
          >
            {t('customers.create')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={list.reload}>
            {t('common.refresh')}
          </Button>
        </Flex>
        <CustomerTable
          data={data}
          loading={list.loading}
          paging={q.paging}
          onPage={q.changePage}
          onAction={onAction}
        />
      </Card>
      <CustomerForm editing={editing} run={run} onClose={() => setEditing(null)} />
      <CustomerDetail userCaseID={userCaseID} row={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
