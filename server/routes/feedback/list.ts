/** The feedback views: a store's reviews of one kind (filters, newest first) and the stores' metrics. Pure. */
import {
  allowedFeedbackActions,
  isStanding,
  removalPolicy,
  reviewMetrics,
  simTimeOf,
  type Review,
} from '../../../engine/index.ts';
import type { RATING_FILTERS } from '../../../schemas/feedback/api.ts';
import type * as F from '../../../schemas/feedback/api.ts';
import { contains, pageOf } from '../operate.ts';
import type { View } from '../view.ts';

const RATING: Record<(typeof RATING_FILTERS)[number], (n: number) => boolean> = {
  positive: (n) => n >= 4,
  neutral: (n) => n === 3,
  negative: (n) => n <= 2,
};

export const reviewRow = (r: Review, { scenario, state }: View): F.ReviewRow => {
  const store = scenario.stores.find((s) => s.id === r.store);
  const buyer = scenario.buyers.find((b) => b.id === r.buyer);
  return {
    id: r.id,
    kind: r.kind,
    store: r.store,
    storeName: store?.name ?? r.store,
    platform: store?.platform ?? 'independent',
    buyer: r.buyer,
    buyerName: buyer?.name ?? r.buyer,
    buyerAccount: buyer?.account ?? null,
    orderNo: r.orderNo,
    sku: r.sku,
    productName: r.sku ? (state.warehouse.bySku[r.sku]?.name ?? null) : null,
    rating: r.rating,
    text: r.text,
    at: r.at,
    reply: r.reply,
    requested: [...r.requested],
    refused: [...r.refused],
    actions: allowedFeedbackActions(scenario, r),
  };
};

/** Reviews that stand (a removed one is gone from the tables), newest first. */
const standing = (v: View) =>
  Object.values(v.state.feedback.byId)
    .filter(isStanding)
    .sort((a, b) => b.at.localeCompare(a.at) || a.position - b.position);

export const feedbackList = (v: View, q: F.FeedbackListBody): F.FeedbackListData => {
  const ofStore = standing(v).filter((r) => !q.store || r.store === q.store);
  const rows = ofStore
    .filter((r) => r.kind === q.kind)
    .filter((r) => !q.rating || RATING[q.rating](r.rating))
    .filter((r) => q.replied === undefined || (r.reply !== null) === q.replied)
    .map((r) => reviewRow(r, v))
    .filter((row) =>
      [row.buyerName, row.orderNo ?? '', row.sku ?? '', ...Object.values(row.text)].some((h) =>
        contains(h ?? '', q.keyword),
      ),
    );
  const removed = Object.values(v.state.feedback.byId)
    .filter((r) => r.removal && (!q.store || r.store === q.store))
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      buyerName: v.scenario.buyers.find((b) => b.id === r.buyer)?.name ?? r.buyer,
      rating: r.rating,
      reason: r.removal!.reason,
      at: simTimeOf(v.scenario.clock, v.state.clockStartedAt, r.removal!.at),
    }));
  return {
    ...pageOf(rows, q.page, q.limit),
    version: v.state.version,
    metrics: reviewMetrics(ofStore),
    removed,
  };
};

export const shopList = (v: View): F.ShopListData => {
  const all = Object.values(v.state.feedback.byId);
  return {
    list: v.scenario.stores.map((s) => ({
      id: s.id,
      name: s.name,
      platform: s.platform,
      metrics: reviewMetrics(all.filter((r) => r.store === s.id)),
      removable: [...removalPolicy(v.scenario, s.platform)],
      counts: {
        store: all.filter((r) => r.store === s.id && r.kind === 'store' && isStanding(r)).length,
        product: all.filter((r) => r.store === s.id && r.kind === 'product' && isStanding(r))
          .length,
      },
    })),
    version: v.state.version,
  };
};
