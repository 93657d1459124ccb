/**
 * The disputes view: the store's disputes, newest first, with status counts and the sim time the
 * countdowns start from; and one dispute's detail (conversation, evidence, the rules that apply).
 * Pure.
 */
import {
  allowedDisputeActions,
  disputeRules,
  simTimeOf,
  type Dispute,
} from '../../../engine/index.ts';
import {
  disputeAcceptance,
  disputeLeft,
  disputeProgress,
  disputeRefundMax,
} from '../../../engine/dispute/progress.ts';
import { kindOf, ownDeadlines } from '../../../engine/dispute/rules.ts';
import { defenceReasonsOf } from '../../../schemas/dispute/kinds.ts';
import type * as D from '../../../schemas/dispute/api.ts';
import { DISPUTE_STATUSES } from '../../../schemas/dispute/domain.ts';
import { contains, pageOf, statusCounts } from '../operate.ts';
import type { View } from '../view.ts';

const row = (d: Dispute, { scenario, state }: View): D.DisputeRow => {
  const store = scenario.stores.find((s) => s.id === d.store);
  const platform = store?.platform ?? 'independent';
  const item = (scenario.world.stock ?? []).find((s) => s.sku === d.sku);
  return {
    id: d.id,
    store: d.store,
    storeName: store?.name ?? d.store,
    platform,
    type: d.type,
    kind: kindOf(scenario, d.id),
    defences: [...defenceReasonsOf(kindOf(scenario, d.id))],
    orderNo: d.orderNo,
    buyer: d.buyer,
    buyerName: scenario.buyers.find((b) => b.id === d.buyer)?.name ?? d.buyer,
    sku: d.sku,
    productName: item?.name ?? { en: d.sku },
    orderAmount: d.orderAmount,
    amount: d.amount,
    currency: d.currency,
    reason: d.reason,
    at: d.at,
    status: d.status,
    result: d.result,
    refunded: d.refunded,
    left: disputeLeft(d),
    refundMax: disputeRefundMax(d, state.orders.byNo[d.orderNo]),
    progress: disputeProgress(d),
    acceptance: disputeAcceptance(d),
    deadline: d.deadline ? { ...d.deadline } : null,
    offer: d.offer,
    counter: d.counter,
    violation: d.violation,
    interventionBy: d.interventionBy,
    actions: allowedDisputeActions(d, disputeRules(scenario, platform, d.type)),
  };
};

const simNowOf = (v: View, now: string) => simTimeOf(v.scenario.clock, v.state.clockStartedAt, now);

export const disputeList = (v: View, q: D.DisputeListBody, now: string): D.DisputeListData => {
  const all = Object.values(v.state.dispute.byId)
    .sort((a, b) => b.seq - a.seq)
    .map((d) => row(d, v))
    .filter((r) => (!q.type || r.type === q.type) && (!q.platform || r.platform === q.platform))
    .filter((r) =>
      q.searchBy === 'orderNo'
        ? contains(r.orderNo, q.keyword)
        : q.searchBy === 'buyer'
          ? contains(r.buyerName, q.keyword)
          : [r.orderNo, r.buyerName, r.id].some((h) => contains(h, q.keyword)),
    );
  const counts = statusCounts(DISPUTE_STATUSES, all);
  const rows = q.status ? all.filter((r) => r.status === q.status) : all;
  return {
    ...pageOf(rows, q.page, q.limit),
    version: v.state.version,
    counts,
    simNow: simNowOf(v, now),
    speed: v.scenario.clock.speed,
    platforms: [...new Set(v.scenario.stores.map((s) => s.platform))],
  };
};

/** One dispute in full, or null when the attempt has no such dispute. */
export const disputeDetail = (v: View, id: string, now: string): D.DisputeDetailData | null => {
  const d = v.state.dispute.byId[id];
  if (!d) return null;
  const r = row(d, v);
  return {
    dispute: r,
    messages: d.messages.map((m) => ({ ...m, params: { ...m.params } })),
    evidence: d.evidence.map((e) => ({
      ...e,
      reasons: [...e.reasons],
      files: e.files.map((f) => ({ ...f })),
    })),
    rules: { ...disputeRules(v.scenario, r.platform, d.type) },
    own: ownDeadlines(v.scenario, r.platform, d.type),
    simNow: simNowOf(v, now),
    speed: v.scenario.clock.speed,
    version: v.state.version,
  };
};
