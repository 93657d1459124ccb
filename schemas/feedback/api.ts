/** /api/PTFeedback/*: the stores' reviews with their key metrics (list, ShopList, Operate). */
import { Type, type Static } from 'typebox';
import { LocalText, Platform } from '../common.ts';
import { OperateBody, Paging, UserCaseID } from '../api/operate.ts';
import { FEEDBACK_ACTIONS, FeedbackCommand } from './domain.ts';
import { RemovalReason } from './rules.ts';
import { REVIEW_KINDS } from './world.ts';

const closed = { additionalProperties: false } as const;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const RATING_FILTERS = ['positive', 'neutral', 'negative'] as const;

export const FeedbackListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    kind: Type.Enum(REVIEW_KINDS),
    store: Type.Optional(Type.String({ maxLength: 64 })),
    rating: Type.Optional(Type.Enum(RATING_FILTERS)),
    replied: Type.Optional(Type.Boolean()),
    /** Buyer name, order number, product or words of the review. */
    keyword: Type.Optional(Type.String({ maxLength: 80 })),
    ...Paging,
  },
  closed,
);

export const Metrics = Type.Object({
  reviews: Type.Integer(),
  rating: Nullable(Type.Number()),
  positive: Type.Number(),
  neutral: Type.Number(),
  negative: Type.Number(),
  responseRate: Type.Number(),
});

export const ReviewRow = Type.Object({
  id: Type.String(),
  kind: Type.Enum(REVIEW_KINDS),
  store: Type.String(),
  storeName: Type.String(),
  /** The store's account on the platform (its name there). */
  platform: Platform,
  buyer: Type.String(),
  buyerName: Type.String(),
  buyerAccount: Nullable(Type.String()),
  orderNo: Nullable(Type.String()),
  sku: Nullable(Type.String()),
  productName: Nullable(LocalText),
  rating: Type.Integer(),
  text: LocalText,
  at: Type.String(),
  reply: Nullable(Type.String()),
  requested: Type.Array(RemovalReason),
  refused: Type.Array(RemovalReason),
  actions: Type.Array(Type.Enum(FEEDBACK_ACTIONS)),
});

export const FeedbackListData = Type.Object({
  list: Type.Array(ReviewRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  version: Type.Integer(),
  /** The key metrics of the filtered store (or all stores) over both kinds of review. */
  metrics: Metrics,
  /** Reviews the platform removed (of the filtered store), with when (sim time) and why. */
  removed: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: Type.Enum(REVIEW_KINDS),
      buyerName: Type.String(),
      rating: Type.Integer(),
      reason: RemovalReason,
      at: Type.String(),
    }),
  ),
});

export const ShopListBody = Type.Object({ userCaseID: UserCaseID }, closed);
export const ShopListData = Type.Object({
  list: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      platform: Platform,
      metrics: Metrics,
      /** What the platform removes a review for in this case. */
      removable: Type.Array(RemovalReason),
      /** Reviews that stand, by kind (the page opens on a kind that has some). */
      counts: Type.Object({ store: Type.Integer(), product: Type.Integer() }),
    }),
  ),
  version: Type.Integer(),
});

export const FeedbackOperateBody = OperateBody(FeedbackCommand);

export type FeedbackListBody = Static<typeof FeedbackListBody>;
export type FeedbackListData = Static<typeof FeedbackListData>;
export type ReviewRow = Static<typeof ReviewRow>;
export type ShopListData = Static<typeof ShopListData>;
export type Metrics = Static<typeof Metrics>;
