/** Orders module: commands (what a student asks) and events (what happened). */
import { Type, type Static } from 'typebox';
import {
  Carrier,
  CustomerStatus,
  OrderStatus,
  OrderType,
  PaymentMethod,
  Platform,
  Region,
} from '../common.ts';
import { ImportRow } from '../warehouse/domain.ts';

const OrderNo = Type.String({ minLength: 1, maxLength: 64 });
const Sku = Type.String({ minLength: 1, maxLength: 64 });
const closed = { additionalProperties: false } as const;

export const REMARK_MAX = 200;
/** A message to an order's buyer: as long as a mail body. */
export const CONTACT_MAX = 500;

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

/** A message to the order's buyer through the platform's order messages (a case without chat or mail). */
export const ContactBuyer = Type.Object(
  {
    type: Type.Literal('ContactBuyer'),
    orderNo: OrderNo,
    text: Type.String({ minLength: 1, maxLength: CONTACT_MAX }),
  },
  closed,
);
export const REPLY_MAX = 500;
export const ReplyReview = Type.Object(
  {
    type: Type.Literal('ReplyReview'),
    orderNo: OrderNo,
    reply: Type.String({ maxLength: REPLY_MAX }),
  },
  closed,
);
export const ImportOrders = Type.Object(
  {
    type: Type.Literal('ImportOrders'),
    fileName: Type.String({ maxLength: 200 }),
    columns: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
    rows: Type.Array(ImportRow, { maxItems: 2000 }),
  },
  closed,
);
export type ImportOrders = Static<typeof ImportOrders>;
/** Columns of an order import file; rows with the same orderNo are lines of one order. */
export const ORDER_IMPORT_COLUMNS = [
  'orderNo',
  'platform',
  'buyerAccount',
  'buyerName',
  'sku',
  'qty',
  'price',
  'freight',
  'receiverName',
  'address',
  'country',
  'phone',
  'paymentMethod',
  'type',
  'createdAt',
  'region',
] as const;
export const ORDER_IMPORT_REQUIRED = [
  'orderNo',
  'platform',
  'buyerAccount',
  'sku',
  'qty',
  'price',
  'receiverName',
  'address',
  'country',
] as const;

export const OrderCommand = Type.Union([
  ShipOrder,
  SplitOrder,
  MergeOrders,
  CancelOrder,
  RestoreOrder,
  RemarkOrder,
  MarkGift,
  ContactBuyer,
  ReplyReview,
]);
/** Commands the Operate route accepts. */
export type OrderCommand = Static<typeof OrderCommand>;
/** Everything the orders module decides; ImportOrders comes only through the Import route. */
export type OrderModuleCommand = OrderCommand | ImportOrders;
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
  'contactBuyer',
  'replyReview',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

// ---- events ----
const ItemQty = Type.Object({ sku: Sku, qty: Type.Integer({ minimum: 1 }) }, closed);

const ImportedOrder = Type.Object(
  {
    no: OrderNo,
    store: Type.String(),
    buyer: Type.String(),
    type: OrderType,
    paymentMethod: PaymentMethod,
    createdAt: Type.String(),
    items: Type.Array(
      Type.Object({ sku: Sku, qty: Type.Integer({ minimum: 1 }), price: Type.Number() }, closed),
    ),
    freight: Type.Number(),
    amountReceived: Type.Number(),
    receiver: Type.Object(
      { name: Type.String(), phone: Type.String(), address: Type.String(), country: Type.String() },
      closed,
    ),
  },
  closed,
);
const ImportedBuyer = Type.Object(
  {
    id: Type.String(),
    platform: Platform,
    account: Type.String(),
    name: Type.String(),
    region: Region,
  },
  closed,
);

export const OrderEventData = {
  OrderShipped: Type.Object(
    {
      orderNo: OrderNo,
      carrier: Carrier,
      trackingNo: Type.String(),
      items: Type.Array(ItemQty),
      buyer: Type.Optional(Type.String()),
      /** The buyer's customer file status when the order shipped. */
      buyerStatus: Type.Optional(CustomerStatus),
    },
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
  BuyerContacted: Type.Object(
    {
      orderNo: OrderNo,
      buyer: Type.String(),
      /** What the student wrote (events before the composer existed have none). */
      text: Type.Optional(Type.String()),
    },
    closed,
  ),
  OrderReviewReplied: Type.Object({ orderNo: OrderNo, reply: Type.String() }, closed),
  OrdersImported: Type.Object(
    {
      fileName: Type.String(),
      orders: Type.Array(ImportedOrder, { minItems: 1 }),
      orderNos: Type.Array(OrderNo),
      newBuyers: Type.Array(ImportedBuyer),
    },
    closed,
  ),
  OrderArrived: Type.Object({ orderNo: OrderNo }, closed),
} as const;
export type ImportedOrder = Static<typeof ImportedOrder>;
export type ImportedBuyer = Static<typeof ImportedBuyer>;

type DataOf<K extends keyof typeof OrderEventData> = Static<(typeof OrderEventData)[K]>;
export type OrderEvent = {
  [K in keyof typeof OrderEventData]: { type: K; data: DataOf<K> };
}[keyof typeof OrderEventData];
