/** The claims view: the store's claims, newest first, with status counts and the add form's lists. Pure. */
import { allowedClaimActions, visibleOrders, type Claim } from '../../../engine/index.ts';
import { claimAmountMax } from '../../../engine/claim/amount.ts';
import type * as C from '../../../schemas/claim/api.ts';
import { CLAIM_STATUSES } from '../../../schemas/claim/domain.ts';
import { contains, pageOf, statusCounts } from '../operate.ts';
import type { View } from '../view.ts';

const row = (c: Claim, { scenario }: View): C.ClaimRow => {
  const store = scenario.stores.find((s) => s.id === c.store);
  const cp = scenario.world.claims?.counterparties.find((x) => x.id === c.counterparty);
  return {
    ...c,
    storeName: store?.name ?? c.store,
    platform: store?.platform ?? 'independent',
    counterpartyName: cp?.name ?? { en: c.counterparty },
    evidence: [...c.evidence],
    files: c.files.map((f) => ({ ...f })),
    actions: allowedClaimActions(c),
  };
};

export const claimList = (v: View, q: C.ClaimListBody): C.ClaimListData => {
  const all = Object.values(v.state.claim.byId)
    .sort((a, b) => b.seq - a.seq)
    .map((c) => row(c, v))
    .filter((r) => (!q.kind || r.kind === q.kind) && (!q.platform || r.platform === q.platform))
    .filter((r) =>
      [r.id, r.orderNo ?? '', r.description, ...Object.values(r.counterpartyName)].some((h) =>
        contains(h ?? '', q.keyword),
      ),
    );
  const counts = statusCounts(CLAIM_STATUSES, all);
  const rows = q.status ? all.filter((r) => r.status === q.status) : all;
  return {
    ...pageOf(rows, q.page, q.limit),
    version: v.state.version,
    counts,
    counterparties: (v.scenario.world.claims?.counterparties ?? []).map((c) => ({ ...c })),
    stores: v.scenario.stores.map((s) => ({
      id: s.id,
      name: s.name,
      platform: s.platform,
      currency: s.currency ?? 'USD',
    })),
    orders: visibleOrders(v.state.orders).map((o) => ({
      orderNo: o.no,
      store: o.store,
      claimMax: claimAmountMax(o),
    })),
  };
};
