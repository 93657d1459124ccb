/** The feedback module's state: the stores' reviews, their replies and removal requests. */
import type { LocalText, Platform } from '../../schemas/common.ts';
import type { RemovalReason } from '../../schemas/feedback/rules.ts';
import { REMOVAL_POLICY } from '../../schemas/feedback/rules.ts';
import type { ReviewKind } from '../../schemas/feedback/world.ts';
import type { Outcome } from '../../schemas/conversation/script.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export type Review = {
  id: string;
  kind: ReviewKind;
  store: string;
  buyer: string;
  orderNo: string | null;
  sku: string | null;
  rating: number;
  text: LocalText;
  at: string;
  violates: RemovalReason[];
  reply: string | null;
  /** The platform removed it (a granted request). */
  removed: boolean;
  /** When (real instant) and on what ground it was removed: the record the store keeps. */
  removal: { reason: RemovalReason; at: string } | null;
  /** Reasons asked for so far, and which of them the platform refused. */
  requested: RemovalReason[];
  refused: RemovalReason[];
  contacted: number;
  /** List position: newest first. */
  position: number;
  /** Not written yet: it waits for the buyer's conversation to end with this outcome. */
  pending: Outcome | null;
};

export type FeedbackState = { byId: Record<string, Review> };

export const initialFeedback = (scenario: Scenario): FeedbackState => ({
  byId: Object.fromEntries(
    (scenario.world.feedback?.reviews ?? []).map((r, position) => [
      r.id,
      {
        id: r.id,
        kind: r.kind,
        store: r.store,
        buyer: r.buyer,
        orderNo: r.orderNo ?? null,
        sku: r.sku ?? null,
        rating: r.rating,
        text: r.text,
        at: new Date(Date.parse(r.at)).toISOString(),
        violates: [...(r.violates ?? [])],
        reply: r.reply ?? null,
        removed: false,
        removal: null,
        requested: [],
        refused: [],
        contacted: 0,
        position,
        pending: r.arrivesWhen?.outcome ?? null,
      },
    ]),
  ),
});

/** The reasons a platform removes reviews for in this case (the scenario's rules, else the defaults). */
export const removalPolicy = (scenario: Scenario, platform: Platform): readonly RemovalReason[] =>
  scenario.world.feedback?.removalPolicy?.[platform] ?? REMOVAL_POLICY[platform];

/** A review that is written and not removed: it shows and counts. */
export const isStanding = (r: Review) => !r.removed && r.pending === null;

export type ReviewMetrics = {
  reviews: number;
  rating: number | null;
  positive: number;
  neutral: number;
  negative: number;
  /** Share of the reviews with a reply, in percent. */
  responseRate: number;
};

const percent = (n: number, of: number) => (of === 0 ? 0 : Math.round((n * 1000) / of) / 10);

/**
 * A store's key metrics over the reviews that stand (removed ones no longer count): average
 * rating to one decimal, positive (4–5), neutral (3) and negative (1–2) shares and response rate.
 */
export const reviewMetrics = (reviews: readonly Review[]): ReviewMetrics => {
  const standing = reviews.filter(isStanding);
  const n = standing.length;
  const sum = standing.reduce((s, r) => s + r.rating, 0);
  return {
    reviews: n,
    rating: n === 0 ? null : Math.round((sum * 10) / n) / 10,
    positive: percent(standing.filter((r) => r.rating >= 4).length, n),
    neutral: percent(standing.filter((r) => r.rating === 3).length, n),
    negative: percent(standing.filter((r) => r.rating <= 2).length, n),
    responseRate: percent(standing.filter((r) => r.reply !== null).length, n),
  };
};
