/** Orders module: commands (what a student asks) and events (what happened). */
import { Type, type Static } from 'typebox';
import { Carrier, OrderStatus } from './common.ts';

const OrderNo = Type.String({ minLength: 1, maxLength: 64 });
const Sku = Type.String({ minLength: 1, maxLength: 64 });
const closed = { additionalProperties: false } as const;

export const REMARK_MAX = 200;

// ---- commands ----
export const ShipOrder = Type.Object(
  {
    type: Type.Literal('ShipOrder'),
    orderNo: OrderNo,
    carrier: Carrier,
    trackingNo: Type.String({ pattern: '^[A-Za-z0-9-]{6,40}$' }),
  },
  closed,
);
export const SplitOrder = Type.Object(
  {
    type: Type.Literal('SplitOrder'),
    orderNo: OrderNo,
    sku: Sku,
    qty: Type.Integer({ minimum: 1, maximum: 100_000 }),
  },
  closed,
);
export const MergeOrders = Type.Object(
  {
    type: Type.Literal('MergeOrders'),
    orderNos: Type.Array(OrderNo, { minItems: 2, maxItems: 20, uniqueItems: true }),
  },
  closed,
);
export const CancelOrder = Type.Object(
  {
    type: Type.Literal('CancelOrder'),
    orderNo: OrderNo,
    reason: Type.Optional(Type.String({ maxLength: REMARK_MAX })),
  },
  closed,
);
export const RestoreOrder = Type.Object(
  { type: Type.Literal('RestoreOrder'), orderNo: OrderNo },
  closed,
);
export const RemarkOrder = Type.Object(
  {
    type: Type.Literal('RemarkOrder'),
    orderNo: OrderNo,
    remark: Type.String({ maxLength: REMARK_MAX }),
  },
  closed,
);
export const MarkGift = Type.Object(
  { type: Type.Literal('MarkGift'), orderNo: OrderNo, gift: Type.Boolean() },
  closed,
);

export const OrderCommand = Type.Union([
  ShipOrder,
  SplitOrder,
  MergeOrders,
  CancelOrder,
  RestoreOrder,
  RemarkOrder,
  MarkGift,
]);
export type OrderCommand = Static<typeof OrderCommand>;
export type ShipOrder = Static<typeof ShipOrder>;
export type SplitOrder = Static<typeof SplitOrder>;
export type MergeOrders = Static<typeof MergeOrders>;

/** The row actions of the order list, as the UI names them. */
export const ORDER_ACTIONS = [
  'ship',
  'split',
  'merge',
  'cancel',
  'restore',
  'remark',
  'markGift',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

// ---- events ----
const ItemQty = Type.Object({ sku: Sku, qty: Type.Integer({ minimum: 1 }) }, closed);

export const OrderEventData = {
  OrderShipped: Type.Object(
    { orderNo: OrderNo, carrier: Carrier, trackingNo: Type.String(), items: Type.Array(ItemQty) },
    closed,
  ),
  OrderSplit: Type.Object(
    { orderNo: OrderNo, newOrderNo: OrderNo, sku: Sku, qty: Type.Integer({ minimum: 1 }) },
    closed,
  ),
  OrdersMerged: Type.Object(
    { orderNo: OrderNo, mergedOrderNos: Type.Array(OrderNo, { minItems: 1 }) },
    closed,
  ),
  OrderCancelled: Type.Object(
    { orderNo: OrderNo, previousStatus: OrderStatus, reason: Type.Optional(Type.String()) },
    closed,
  ),
  OrderRestored: Type.Object({ orderNo: OrderNo, status: OrderStatus }, closed),
  OrderRemarked: Type.Object({ orderNo: OrderNo, remark: Type.String() }, closed),
  OrderGiftMarked: Type.Object({ orderNo: OrderNo, gift: Type.Boolean() }, closed),
} as const;

type DataOf<K extends keyof typeof OrderEventData> = Static<(typeof OrderEventData)[K]>;
export type OrderEvent = {
  [K in keyof typeof OrderEventData]: { type: K; data: DataOf<K> };
}[keyof typeof OrderEventData];
