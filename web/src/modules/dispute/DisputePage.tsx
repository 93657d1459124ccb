/**
 * /DisputeMode (spec 2): the disputes buyers opened — filters (platform, type, buyer name or order
 * number, status tabs), each with the countdown to its deadline on the sim clock; row actions:
 * the resolution centre, apply for platform intervention, refund (full refund after a
 * confirmation), contact the buyer.
 */
import { Card } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeListBody, DisputeRow } from '../../../../schemas/dispute/api.ts';
import {
  DISPUTE_STATUSES,
  type DisputeCommand,
  type DisputeStatus,
} from '../../../../schemas/dispute/domain.ts';
import { DISPUTE_TYPES } from '../../../../schemas/dispute/rules.ts';
import { PLATFORMS } from '../../../../schemas/common.ts';
import { useCaseStore } from '../../case/caseStore.ts';
import { useSession } from '../../session/session.ts';
import { FilterBar } from '../../shared/module/FilterBar.tsx';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';
import { StatusTabs } from '../../shared/module/StatusTabs.tsx';
import { useConfirm } from '../../shared/module/useConfirm.ts';
import { useContactBuyer } from '../../shared/module/useContactBuyer.ts';
import { useListQuery } from '../../shared/module/useListQuery.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { DISPUTE_OPERATE, disputeApi } from './api.ts';
import { DisputeTable, type RowAction } from './DisputeTable.tsx';
import { RefundModal } from './RefundModal.tsx';
import { ResolutionCentre } from './ResolutionCentre.tsx';

type Filters = Omit<DisputeListBody, 'userCaseID' | 'page' | 'limit' | 'status'>;

export default function DisputePage() {
  const usercaseID = useSession((s) => s.usercaseID);
  return usercaseID ? <Disputes userCaseID={usercaseID} /> : null;
}

function Disputes({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const q = useListQuery<Filters>();
  const [status, setStatus] = useState<DisputeStatus | undefined>();
  const list = useLiveList(
    useCallback(
      () =>
        disputeApi
          .list({ userCaseID, status, ...q.filters, ...q.paging })
          .then((d) => ({ ...d, fetchedAt: Date.now() })),
      [userCaseID, status, q.filters, q.paging],
    ),
    'dispute.list',
  );
  const run = useOperate<DisputeCommand>(
    DISPUTE_OPERATE,
    'dispute',
    userCaseID,
    list.data?.version,
    list.reload,
    undefined,
    (c, events) => {
      const offered = events.find((e) => e.type === 'DisputePartialOffered');
      return c.type === 'RefundDispute' && offered
        ? ['dispute.done.offered', { amount: c.amount.toFixed(2) }]
        : null;
    },
  );
  const confirm = useConfirm();
  const contact = useContactBuyer();
  const modules = useCaseStore((s) => s.caseInfo?.modules);
  const [centre, setCentre] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<DisputeRow | null>(null);

  const onAction = (action: RowAction, r: DisputeRow) => {
    if (action === 'open') setCentre(r.id);
    else if (action === 'refund') setRefunding(r);
    else if (action === 'intervene')
      void confirm(t('dispute.intervene.title'), t('dispute.intervene.confirm', { id: r.id }), () =>
        run({ type: 'ApplyIntervention', id: r.id }),
      );
    // Without chat or mail in the case, the buyer is reached in the dispute's own conversation.
    else if (modules?.includes('chat') || modules?.includes('mail')) contact(r.buyer, r.orderNo);
    else setCentre(r.id);
  };

  return (
    <div className="page-stack" data-testid="dispute-page">
      <ModuleHeader title={t('module.dispute')} subtitle={t('dispute.subtitle')} />
      <Card variant="borderless" size="small">
        <FilterBar
          onSearch={(f) => q.search(f as Filters)}
          fields={[
            {
              name: 'platform',
              label: t('dispute.filter.platform'),
              kind: 'select',
              options: PLATFORMS.map((p) => ({ value: p, label: t(`platform.${p}`) })),
            },
            {
              name: 'type',
              label: t('dispute.col.type'),
              kind: 'select',
              options: DISPUTE_TYPES.map((k) => ({ value: k, label: t(`dispute.type.${k}`) })),
            },
            {
              name: 'searchBy',
              label: t('dispute.filter.searchBy'),
              kind: 'select',
              options: (['buyer', 'orderNo'] as const).map((k) => ({
                value: k,
                label: t(`dispute.filter.${k}`),
              })),
            },
            { name: 'keyword', label: t('dispute.filter.keyword'), kind: 'text' },
          ]}
        />
      </Card>
      <Card variant="borderless" size="small">
        <StatusTabs
          statuses={DISPUTE_STATUSES}
          counts={list.data?.counts ?? {}}
          active={status}
          labelKey={(s) => `dispute.status.${s}`}
          onChange={(s) => {
            setStatus(s);
            q.changePage(1, q.paging.limit);
          }}
        />
        <DisputeTable
          data={list.data}
          clock={list.data}
          loading={list.loading}
          paging={q.paging}
          onPage={q.changePage}
          onAction={onAction}
        />
      </Card>
      {centre && (
        <ResolutionCentre
          userCaseID={userCaseID}
          id={centre}
          run={run}
          onClose={() => setCentre(null)}
        />
      )}
      {refunding && (
        <RefundModal
          dispute={refunding}
          onRefund={(amount) => run({ type: 'RefundDispute', id: refunding.id, amount })}
          onClose={() => setRefunding(null)}
        />
      )}
    </div>
  );
}
