/** /orderSlove: order handling — filters, status tabs with counts, the table and its commands. */
import { useContactBuyer } from '../../shared/module/useContactBuyer.ts';
import { ImportOutlined, MergeCellsOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_IMPORT_COLUMNS, ORDER_IMPORT_REQUIRED } from '../../../../schemas/orders/domain.ts';
import { CaseFileLinks } from '../../case/CaseFileLinks.tsx';
import { ImportDialog } from '../../shared/import/ImportDialog.tsx';
import { useSession } from '../../session/session.ts';
import { OrderDialogs, type Dialog } from './OrderDialogs.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrderTable } from './OrderTable.tsx';
import { useOrderCommands } from './useOrderCommands.ts';
import { useOrders } from './useOrders.ts';
import { useConfirmCommands } from './useConfirmCommands.ts';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';
import { StatusTabs } from '../../shared/module/StatusTabs.tsx';

export default function OrdersPage() {
  const usercaseID = useSession((s) => s.usercaseID);
  return usercaseID ? <OrderDesk userCaseID={usercaseID} /> : null;
}

function OrderDesk({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const orders = useOrders(userCaseID);
  const { data, select } = orders;
  const run = useOrderCommands(userCaseID, data?.version, orders.reload);
  const contact = useContactBuyer();
  const confirm = useConfirmCommands(run);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);

  // Only rows on screen that may still merge stay selected (after a reload or a tab change).
  const mergeable = selected.filter((no) =>
    data?.list.some((r) => r.orderNo === no && r.actions.includes('merge')),
  );
  const merge = async () => {
    if (await confirm.merge(mergeable)) setSelected([]);
  };

  return (
    <div className="page-stack" data-testid="orders-page">
      <ModuleHeader title={t('module.orders')} subtitle={t('orders.subtitle')} />
      <Card variant="borderless" size="small">
        <OrderFilters select={select} onSearch={orders.search} />
      </Card>
      <Card variant="borderless" size="small">
        <StatusTabs
          statuses={select?.statuses ?? []}
          counts={data?.counts ?? {}}
          active={orders.status}
          labelKey={(s) => `orderStatus.${s}`}
          onChange={orders.changeStatus}
        />
        <Flex justify="space-between" align="center" className="orders-toolbar">
          <Space>
            <Button
              icon={<MergeCellsOutlined />}
              disabled={mergeable.length < 2}
              data-testid="merge-selected"
              onClick={() => void merge()}
            >
              {t('orders.mergeSelected', { count: mergeable.length })}
            </Button>
            <Button
              icon={<ImportOutlined />}
              data-testid="orders-import"
              onClick={() => setImporting(true)}
            >
              {t('orders.import')}
            </Button>
          </Space>
          <Button icon={<ReloadOutlined />} onClick={orders.reload}>
            {t('common.refresh')}
          </Button>
        </Flex>
        <OrderTable
          data={data}
          loading={orders.loading}
          paging={orders.paging}
          selected={mergeable}
          onSelect={setSelected}
          onPage={orders.changePage}
          onAction={(action, row) => {
            if (
              action === 'ship' ||
              action === 'split' ||
              action === 'cancel' ||
              action === 'remark' ||
              action === 'replyReview'
            ) {
              setDialog({ kind: action, row });
            } else if (action === 'contactBuyer') {
              // Where the case has chat or mail, the message is written there; else here.
              if (!contact(row.buyer, row.orderNo)) setDialog({ kind: action, row });
            } else void confirm.row(action, row);
          }}
        />
      </Card>
      <ImportDialog
        open={importing}
        files={<CaseFileLinks kind="orders" />}
        title={t('orders.import')}
        path="/PTOrder/Import"
        userCaseID={userCaseID}
        version={data?.version}
        columns={{
          required: ORDER_IMPORT_REQUIRED,
          optional: ORDER_IMPORT_COLUMNS.filter(
            (c) => !(ORDER_IMPORT_REQUIRED as readonly string[]).includes(c),
          ),
        }}
        onClose={() => setImporting(false)}
      />
      <OrderDialogs
        dialog={dialog}
        carriers={select?.carriers ?? []}
        run={run}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
