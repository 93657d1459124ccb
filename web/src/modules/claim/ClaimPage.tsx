/**
 * /claimMode (spec 2, 5): the store's claims against suppliers, overseas warehouses and logistics
 * providers — status tabs, filters, a new claim with its files, cancel (after a confirmation) and
 * evidence (words and files) when the counterparty asks for it. Counterparties answer on the sim
 * clock.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimListBody, ClaimRow } from '../../../../schemas/claim/api.ts';
import {
  CLAIM_STATUSES,
  CLAIM_TYPES,
  type ClaimAction,
  type ClaimCommand,
  type ClaimStatus,
} from '../../../../schemas/claim/domain.ts';
import { PLATFORMS } from '../../../../schemas/common.ts';
import { useSession } from '../../session/session.ts';
import { FilterBar } from '../../shared/module/FilterBar.tsx';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';
import { StatusTabs } from '../../shared/module/StatusTabs.tsx';
import { useConfirm } from '../../shared/module/useConfirm.ts';
import { useListQuery } from '../../shared/module/useListQuery.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { AddClaimModal } from './AddClaimModal.tsx';
import { CLAIM_ADD, CLAIM_OPERATE, claimApi } from './api.ts';
import { ClaimEvidenceModal } from './ClaimEvidenceModal.tsx';
import { ClaimTable } from './ClaimTable.tsx';

type Filters = Omit<ClaimListBody, 'userCaseID' | 'page' | 'limit' | 'status'>;

export default function ClaimPage() {
  const usercaseID = useSession((s) => s.usercaseID);
  return usercaseID ? <Claims userCaseID={usercaseID} /> : null;
}

function Claims({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const q = useListQuery<Filters>();
  const [status, setStatus] = useState<ClaimStatus | undefined>();
  const list = useLiveList(
    useCallback(
      () => claimApi.list({ userCaseID, status, ...q.filters, ...q.paging }),
      [userCaseID, status, q.filters, q.paging],
    ),
    'claim.list',
  );
  const add = useOperate<Extract<ClaimCommand, { type: 'AddClaim' }>>(
    CLAIM_ADD,
    'claim',
    userCaseID,
    undefined,
    list.reload,
  );
  const run = useOperate<ClaimCommand>(
    CLAIM_OPERATE,
    'claim',
    userCaseID,
    list.data?.version,
    list.reload,
  );
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [evidenceFor, setEvidenceFor] = useState<ClaimRow | null>(null);

  const onAction = (action: ClaimAction, r: ClaimRow) => {
    if (action === 'cancel') {
      void confirm(
        t('claim.cancel.title'),
        t('claim.cancel.confirm', { id: r.id }),
        () => run({ type: 'CancelClaim', id: r.id }),
        true,
      );
      return;
    }
    setEvidenceFor(r);
  };

  return (
    <div className="page-stack" data-testid="claim-page">
      <ModuleHeader title={t('module.claim')} subtitle={t('claim.subtitle')} />
      <Card variant="borderless" size="small">
        <FilterBar
          onSearch={(f) => q.search(f as Filters)}
          fields={[
            { name: 'keyword', label: t('claim.filter.keyword'), kind: 'text' },
            {
              name: 'kind',
              label: t('claim.col.kind'),
              kind: 'select',
              options: CLAIM_TYPES.map((k) => ({ value: k, label: t(`claim.kind.${k}`) })),
            },
            {
              name: 'platform',
              label: t('claim.filter.platform'),
              kind: 'select',
              options: PLATFORMS.map((p) => ({ value: p, label: t(`platform.${p}`) })),
            },
          ]}
        />
      </Card>
      <Card variant="borderless" size="small">
        <Flex justify="space-between" align="center">
          <StatusTabs
            statuses={CLAIM_STATUSES}
            counts={list.data?.counts ?? {}}
            active={status}
            labelKey={(s) => `claim.status.${s}`}
            onChange={(s) => {
              setStatus(s);
              q.changePage(1, q.paging.limit);
            }}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!list.data}
            data-testid="claim-add"
            onClick={() => setAdding(true)}
          >
            {t('claim.add')}
          </Button>
        </Flex>
        <ClaimTable
          userCaseID={userCaseID}
          data={list.data}
          loading={list.loading}
          paging={q.paging}
          onPage={q.changePage}
          onAction={onAction}
        />
      </Card>
      {adding && list.data && (
        <AddClaimModal
          userCaseID={userCaseID}
          data={list.data}
          onClose={() => setAdding(false)}
          onAdd={(c) => add({ type: 'AddClaim', ...c })}
        />
      )}
      {evidenceFor && (
        <ClaimEvidenceModal
          userCaseID={userCaseID}
          claim={evidenceFor}
          onClose={() => setEvidenceFor(null)}
          onSubmit={(e) =>
            run({
              type: 'AddClaimEvidence',
              id: evidenceFor.id,
              text: e.text,
              ...(e.files.length > 0 ? { files: e.files } : {}),
            })
          }
        />
      )}
    </div>
  );
}
