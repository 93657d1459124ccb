/**
 * Reviews the platform removed stay on record: who wrote them, their rating, when they were
 * removed and on what ground. And the kind of review a store's page opens on: one it has.
 */
import { Alert, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeedbackListData, ShopListData } from '../../../../schemas/feedback/api.ts';
import type { ReviewKind } from '../../../../schemas/feedback/world.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';

/** Store reviews, unless the shown stores have only product reviews. */
export const firstKindWithReviews = (
  shops: ShopListData['list'] | undefined,
  store: string | undefined,
): ReviewKind => {
  const shown = (shops ?? []).filter((s) => !store || s.id === store);
  const count = (k: ReviewKind) => shown.reduce((n, s) => n + s.counts[k], 0);
  return count('store') === 0 && count('product') > 0 ? 'product' : 'store';
};

export function RemovedReviews({ removed }: { removed: FeedbackListData['removed'] }) {
  const { t } = useTranslation();
  const caseTime = useCaseTime();
  if (removed.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="removed-reviews"
      data-testid="feedback-removed"
      title={t('feedback.removed.title', { count: removed.length })}
      description={
        <List
          size="small"
          dataSource={removed}
          renderItem={(r) => (
            <List.Item data-testid={`feedback-removed-${r.id}`}>
              {t('feedback.removed.line', {
                kind: t(`feedback.kind.${r.kind}`),
                buyer: r.buyerName,
                rating: r.rating,
                at: caseTime(r.at),
                reason: t(`feedback.reason.${r.reason}`),
              })}
            </List.Item>
          )}
        />
      }
    />
  );
}
