/** /Cangchu: the warehouse — filters, stock table, modify / delete, product import, stock count. */
import { AuditOutlined, ImportOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockListBody, StockRow } from '../../../../schemas/warehouse/api.ts';
import { STOCK_STATUSES } from '../../../../schemas/common.ts';
import {
  STOCK_IMPORT_COLUMNS,
  STOCK_IMPORT_REQUIRED,
  type StockCommand,
} from '../../../../schemas/warehouse/domain.ts';
import { useSession } from '../../session/session.ts';
import { CaseFileLinks } from '../../case/CaseFileLinks.tsx';
import { ImportDialog } from '../../shared/import/ImportDialog.tsx';
import { FilterBar } from '../../shared/module/FilterBar.tsx';
import { useConfirm } from '../../shared/module/useConfirm.ts';
import { useListQuery } from '../../shared/module/useListQuery.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { STOCK_IMPORT, STOCK_OPERATE, stockApi } from './api.ts';
import { InventoryCheckPanel } from './InventoryCheckPanel.tsx';
import { ModifyStockModal } from './ModifyStockModal.tsx';
import { StockTable } from './StockTable.tsx';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';

type Filters = Omit<StockListBody, 'userCaseID' | 'page' | 'limit'>;

export default function WarehousePage() {
  const usercaseID = useSession((s) => s.usercaseID);
  return usercaseID ? <Warehouse userCaseID={usercaseID} /> : null;
}

function Warehouse({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const q = useListQuery<Filters>();
  const load = useCallback(
    () => stockApi.list({ userCaseID, ...q.filters, ...q.paging }),
    [userCaseID, q.filters, q.paging],
  );
  const list = useLiveList(load, 'warehouse.list');
  const data = list.data;
  const run = useOperate<StockCommand>(
    STOCK_OPERATE,
    'warehouse',
    userCaseID,
    data?.version,
    list.reload,
  );
  const confirm = useConfirm();
  const [editing, setEditing] = useState<StockRow | null>(null);
  const [importing, setImporting] = useState(false);
  const platforms = [...new Set((data?.stores ?? []).map((s) => s.platform))];

  const remove = (row: StockRow) =>
    confirm(
      t('warehouse.delete.title'),
      t('warehouse.delete.confirm', { sku: row.sku }),
      () => run({ type: 'DeleteStock', sku: row.sku }),
      true,
    );

  return (
    <div className="page-stack" data-testid="warehouse-page">
      <ModuleHeader title={t('module.warehouse')} subtitle={t('warehouse.subtitle')} />
      <Card variant="borderless" size="small">
        <FilterBar
          onSearch={(f) => q.search(f as Filters)}
          fields={[
            { name: 'keyword', label: t('warehouse.filter.keyword'), kind: 'text' },
            {
              name: 'status',
              label: t('warehouse.col.status'),
              kind: 'select',
              options: STOCK_STATUSES.map((s) => ({ value: s, label: t(`stockStatus.${s}`) })),
            },
            {
              name: 'platform',
              label: t('warehouse.col.platform'),
              kind: 'select',
              options: platforms.map((p) => ({ value: p, label: t(`platform.${p}`) })),
            },
          ]}
        />
      </Card>
      {data?.check ? <InventoryCheckPanel check={data.check} run={run} confirm={confirm} /> : null}
      <Card variant="borderless" size="small">
        <Flex justify="space-between" align="center" className="orders-toolbar">
          <Space>
            <Button
              type="primary"
              icon={<ImportOutlined />}
              data-testid="stock-import"
              onClick={() => setImporting(true)}
            >
              {t('warehouse.import')}
            </Button>
            <Button
              icon={<AuditOutlined />}
              data-testid="check-start"
              disabled={!data || data.check !== null}
              onClick={() => void run({ type: 'StartInventoryCheck' })}
            >
              {t('warehouse.check.start')}
            </Button>
          </Space>
          <Button icon={<ReloadOutlined />} onClick={list.reload}>
            {t('common.refresh')}
          </Button>
        </Flex>
        <StockTable
          data={data}
          loading={list.loading}
          paging={q.paging}
          onPage={q.changePage}
          onModify={setEditing}
          onDelete={(r) => void remove(r)}
        />
      </Card>
      <ModifyStockModal row={editing} run={run} onClose={() => setEditing(null)} />
      <ImportDialog
        open={importing}
        files={<CaseFileLinks kind="stock" />}
        title={t('warehouse.import')}
        path={STOCK_IMPORT}
        userCaseID={userCaseID}
        version={data?.version}
        columns={{
          required: STOCK_IMPORT_REQUIRED,
          optional: STOCK_IMPORT_COLUMNS.filter(
            (c) => !(STOCK_IMPORT_REQUIRED as readonly string[]).includes(c),
          ),
        }}
        onClose={() => setImporting(false)}
      />
    </div>
  );
}
