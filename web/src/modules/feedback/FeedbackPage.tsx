/**
 * /Feedback (spec 2, 5): a store's key metrics and its store-review and product-review tables,
 * with reply, contact the buyer (chat or mail) and apply for deletion — which the platform grants
 * only for what its rules remove.
 */
import { Card, Select, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperateData } from '../../../../schemas/api/operate.ts';
import type { FeedbackListBody, ReviewRow } from '../../../../schemas/feedback/api.ts';
import { RATING_FILTERS } from '../../../../schemas/feedback/api.ts';
import type { FeedbackAction, FeedbackCommand } from '../../../../schemas/feedback/domain.ts';
import { REVIEW_KINDS, type ReviewKind } from '../../../../schemas/feedback/world.ts';
import { useSession } from '../../session/session.ts';
import { FilterBar } from '../../shared/module/FilterBar.tsx';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';
import { useListQuery } from '../../shared/module/useListQuery.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { FEEDBACK_OPERATE, feedbackApi } from './api.ts';
import { MetricCards } from './MetricCards.tsx';
import { firstKindWithReviews, RemovedReviews } from './RemovedReviews.tsx';
import { ContactDialog, RemovalDialog, ReplyDialog } from './ReviewDialogs.tsx';
import { ReviewTable } from './ReviewTable.tsx';

type Filters = Omit<FeedbackListBody, 'userCaseID' | 'page' | 'limit' | 'kind' | 'store'>;

/** What the platform decided on a removal request, for the toast. */
const removalOutcome = (
  _: FeedbackCommand,
  events: OperateData['events'],
): [string, Record<string, unknown>] | null => {
  const decided = events.find((e) => e.type === 'FeedbackRemovalDecided')?.data as
    { granted: boolean; platform: string } | undefined;
  if (!decided) return null;
  return [decided.granted ? 'feedback.removal.granted' : 'feedback.removal.refusedNow', {}];
};

export default function FeedbackPage() {
  const usercaseID = useSession((s) => s.usercaseID);
  return usercaseID ? <Feedback userCaseID={usercaseID} /> : null;
}

function Feedback({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const q = useListQuery<Filters>();
  const [chosen, setKind] = useState<ReviewKind | null>(null);
  const [store, setStore] = useState<string | undefined>();
  const shops = useLiveList(useCallback(() => feedbackApi.shops(userCaseID), [userCaseID]));
  // Until the student picks a tab, the page shows a kind of review the store has.
  const kind = chosen ?? firstKindWithReviews(shops.data?.list, store);
  const list = useLiveList(
    useCallback(
      () => feedbackApi.list({ userCaseID, kind, store, ...q.filters, ...q.paging }),
      [userCaseID, kind, store, q.filters, q.paging],
    ),
    'feedback.list',
  );
  const run = useOperate<FeedbackCommand>(
    FEEDBACK_OPERATE,
    'feedback',
    userCaseID,
    undefined,
    list.reload,
    undefined,
    removalOutcome,
  );
  const [replying, setReplying] = useState<ReviewRow | null>(null);
  const [removing, setRemoving] = useState<ReviewRow | null>(null);
  const [contacting, setContacting] = useState<ReviewRow | null>(null);
  const removable = shops.data?.list.find((s) => s.id === removing?.store)?.removable ?? [];

  const onAction = (action: FeedbackAction, r: ReviewRow) => {
    if (action === 'reply') setReplying(r);
    else if (action === 'requestRemoval') setRemoving(r);
    else setContacting(r);
  };

  return (
    <div className="page-stack" data-testid="feedback-page">
      <ModuleHeader title={t('module.feedback')} subtitle={t('feedback.subtitle')} />
      <Select
        allowClear
        style={{ width: 280 }}
        placeholder={t('feedback.allStores')}
        value={store}
        data-testid="feedback-store"
        options={(shops.data?.list ?? []).map((s) => ({
          value: s.id,
          label: t('feedback.storeOn', { store: s.name, platform: t(`platform.${s.platform}`) }),
        }))}
        onChange={(v: string | undefined) => {
          setStore(v);
          q.changePage(1, q.paging.limit);
        }}
      />
      <MetricCards metrics={list.data?.metrics} />
      <Card variant="borderless" size="small">
        <FilterBar
          onSearch={(f) => q.search(f as Filters)}
          fields={[
            { name: 'keyword', label: t('feedback.filter.keyword'), kind: 'text' },
            {
              name: 'rating',
              label: t('feedback.col.rating'),
              kind: 'select',
              options: RATING_FILTERS.map((r) => ({ value: r, label: t(`feedback.rating.${r}`) })),
            },
          ]}
        />
      </Card>
      <Card variant="borderless" size="small">
        <Tabs
          activeKey={kind}
          onChange={(k) => {
            setKind(k as ReviewKind);
            q.changePage(1, q.paging.limit);
          }}
          items={REVIEW_KINDS.map((k) => ({ key: k, label: t(`feedback.kind.${k}`) }))}
        />
        <RemovedReviews removed={list.data?.removed ?? []} />
        <ReviewTable
          data={list.data}
          loading={list.loading}
          paging={q.paging}
          onPage={q.changePage}
          onAction={onAction}
        />
      </Card>
      {contacting && (
        <ContactDialog
          row={contacting}
          onClose={() => setContacting(null)}
          onSend={(text) => run({ type: 'ContactFeedbackBuyer', id: contacting.id, text })}
        />
      )}
      {replying && (
        <ReplyDialog
          row={replying}
          onClose={() => setReplying(null)}
          onSend={(text) => run({ type: 'ReplyFeedback', id: replying.id, text })}
        />
      )}
      {removing && (
        <RemovalDialog
          row={removing}
          removable={removable}
          onClose={() => setRemoving(null)}
          onAsk={(reason) => run({ type: 'RequestFeedbackRemoval', id: removing.id, reason })}
        />
      )}
    </div>
  );
}
