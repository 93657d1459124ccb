/** The feedback module for the engine (engine/kit.ts). */
import type { Scenario } from '../../schemas/scenario.ts';
import type { EngineModule, ReportError } from '../kit.ts';
import { dupes } from '../kit.ts';
import { decideFeedback } from './decide.ts';
import { evolveFeedback } from './evolve.ts';
import { initialFeedback, type FeedbackState } from './state.ts';
import { feedbackExplore } from './explore.ts';

const check = (s: Scenario, err: ReportError) => {
  const reviews = s.world.feedback?.reviews ?? [];
  const stores = new Set(s.stores.map((x) => x.id));
  const buyers = new Set(s.buyers.map((b) => b.id));
  const orders = new Set((s.world.orders ?? []).map((o) => o.no));
  const skus = new Set((s.world.stock ?? []).map((x) => x.sku));
  const at = (...p: (string | number)[]) => ['world', 'feedback', 'reviews', ...p];
  for (const d of dupes(reviews.map((r) => r.id))) err(at(), `duplicate review id "${d}"`);
  reviews.forEach((r, i) => {
    if (!stores.has(r.store)) err(at(i, 'store'), `unknown store "${r.store}"`);
    if (!buyers.has(r.buyer)) err(at(i, 'buyer'), `unknown buyer "${r.buyer}"`);
    if (r.orderNo && !orders.has(r.orderNo)) err(at(i, 'orderNo'), `unknown order "${r.orderNo}"`);
    if (r.sku && !skus.has(r.sku)) err(at(i, 'sku'), `unknown product "${r.sku}"`);
    if (r.kind === 'product' && !r.sku) err(at(i, 'sku'), 'a product review names its product');
    const scripted = [...(s.world.chat?.scripts ?? []), ...(s.world.mail?.scripts ?? [])];
    if (r.arrivesWhen && !scripted.some((x) => x.buyer === r.buyer))
      err(at(i, 'arrivesWhen'), `buyer "${r.buyer}" has no chat or mail script to end`);
  });
};

export const feedbackModule: EngineModule<'feedback', FeedbackState> = {
  init: initialFeedback,
  evolve: evolveFeedback,
  decide: decideFeedback,
  policies: {},
  timers: {},
  finals: {
    review: {
      keys: (state) => Object.keys(state.feedback.byId),
      view: (state, key) => {
        const r = state.feedback.byId[key];
        return r
          ? {
              removed: r.removed,
              replied: r.reply !== null,
              removalRequests: r.requested.length,
              refusedRequests: r.refused.length,
            }
          : null;
      },
      known: (s, key) => (s.world.feedback?.reviews ?? []).some((r) => r.id === key),
    },
  },
  explore: feedbackExplore,
  check,
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    feedback: FeedbackState;
  }
}
