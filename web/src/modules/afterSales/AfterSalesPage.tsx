/** /afterSell: after-sales applications — filters, status tabs, table, lifecycle actions. */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AfterSaleListBody, AfterSaleRow } from '../../../../schemas/afterSales/api.ts';
import type { AfterSaleCommand } from '../../../../schemas/afterSales/domain.ts';
import { AFTER_SALE_KINDS, AFTER_SALE_STATUSES } from '../../../../schemas/common.ts';
import type { AfterSaleStatus } from '../../../../schemas/common.ts';
import { useSession } from '../../session/session.ts';
import { FilterBar } from '../../shared/module/FilterBar.tsx';
import { useConfirm } from '../../shared/module/useConfirm.ts';
import { useListQuery } from '../../shared/module/useListQuery.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { AfterSaleDialogs, type AfterSaleDialog } from './AfterSaleDialogs.tsx';
import { AfterSaleTable } from './AfterSaleTable.tsx';
import { afterSaleApi, AFTER_SALE_OPERATE } from './api.ts';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';
import { StatusTabs } from '../../shared/module/StatusTabs.tsx';

type Filters = Omit<AfterSaleListBody, 'userCaseID' | 'page' | 'limit' | 'status'>;

export default function AfterSalesPage() {
  const usercaseID = useSession((s) => s.usercaseID);
  return usercaseID ? <AfterSales userCaseID={usercaseID} /> : null;
}

function AfterSales({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const q = useListQuery<Filters>();
  const [status, setStatus] = useState<AfterSaleStatus | undefined>(undefined);
  const load = useCallback(
    () =>
      afterSaleApi.list({ userCaseID, ...q.filters, ...(status ? { status } : {}), ...q.paging }),
    [userCaseID, q.filters, q.paging, status],
  );
  const list = useLiveList(load, 'afterSales.list');
  const data = list.data;
  const run = useOperate<AfterSaleCommand>(
    AFTER_SALE_OPERATE,
    'afterSales',
    userCaseID,
    data?.version,
    list.reload,
  );
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<AfterSaleDialog | null>(null);

  const onAction = (action: AfterSaleRow['actions'][number], row: AfterSaleRow) => {
    if (action === 'received') {
      void confirm(
        t('afterSales.received.title'),
        t('afterSales.received.confirm', { id: row.id }),
        () => run({ type: 'ConfirmGoodsReceived', id: row.id }),
      );
    } else setDialog({ kind: action, row });
  };

  return (
    <div className="page-stack" data-testid="after-sales-page">
      <ModuleHeader title={t('module.afterSales')} subtitle={t('afterSales.subtitle')} />
      <Card variant="borderless" size="small">
        <FilterBar
          onSearch={(f) => q.search(f as Filters)}
          fields={[
            { name: 'keyword', label: t('afterSales.filter.keyword'), kind: 'text' },
            {
              name: 'kind',
              label: t('afterSales.col.kind'),
              kind: 'select',
              options: AFTER_SALE_KINDS.map((k) => ({ value: k, label: t(`afterSaleKind.${k}`) })),
            },
          ]}
        />
      </Card>
      <Card variant="borderless" size="small">
        <StatusTabs
          statuses={AFTER_SALE_STATUSES}
          counts={data?.counts ?? {}}
          active={status}
          labelKey={(s) => `afterSaleStatus.${s}`}
          hideEmpty
          onChange={(s) => {
            setStatus(s);
            q.changePage(1, q.paging.limit);
          }}
        />
        <Flex justify="flex-end" className="orders-toolbar">
          <Button icon={<ReloadOutlined />} onClick={list.reload}>
            {t('common.refresh')}
          </Button>
        </Flex>
        <AfterSaleTable
          data={data}
          loading={list.loading}
          paging={q.paging}
          onPage={q.changePage}
          onAction={onAction}
        />
      </Card>
      <AfterSaleDialogs
        dialog={dialog}
        run={run}
        confirm={confirm}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
