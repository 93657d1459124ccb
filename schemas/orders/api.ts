/** /api/PTOrder/*: list with filters and paging, operate (commands), select lists. */
import { Type, type Static } from 'typebox';
import {
  Carrier,
  CustomerStatus,
  LocalText,
  OrderStatus,
  OrderType,
  PaymentMethod,
  Platform,
} from '../common.ts';
import { ORDER_ACTIONS, OrderCommand } from './domain.ts';
import { OperateBody, OperateData } from '../api/operate.ts';

export { OperateData };

const closed = { additionalProperties: false } as const;
const UserCaseID = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const OrderListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    status: Type.Optional(OrderStatus),
    store: Type.Optional(Type.String({ maxLength: 64 })),
    platform: Type.Optional(Platform),
    orderNo: Type.Optional(Type.String({ maxLength: 64 })),
    buyer: Type.Optional(Type.String({ maxLength: 80 })),
    dateFrom: Type.Optional(Type.String({ format: 'date-time' })),
    dateTo: Type.Optional(Type.String({ format: 'date-time' })),
    type: Type.Optional(OrderType),
    paymentMethod: Type.Optional(PaymentMethod),
    gift: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  closed,
);

export const OrderRow = Type.Object({
  orderNo: Type.String(),
  store: Type.String(),
  storeName: Type.String(),
  platform: Platform,
  buyer: Type.String(),
  buyerName: Type.String(),
  status: OrderStatus,
  type: OrderType,
  paymentMethod: PaymentMethod,
  brand: Type.String(),
  createdAt: Type.String(),
  items: Type.Array(
    Type.Object({
      sku: Type.String(),
      name: LocalText,
      qty: Type.Integer(),
      price: Type.Number(),
      inStock: Type.Integer(),
    }),
  ),
  freight: Type.Number(),
  amountReceived: Type.Number(),
  receiver: Type.Object({
    name: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    country: Type.String(),
  }),
  logistics: Nullable(
    Type.Object({ carrier: Carrier, trackingNo: Type.String(), shippedAt: Type.String() }),
  ),
  remark: Type.String(),
  gift: Type.Boolean(),
  restorable: Type.Boolean(),
  splitFrom: Nullable(Type.String()),
  mergedFrom: Type.Array(Type.String()),
  /** The buyer's customer file status now (blacklisted buyers are flagged). */
  buyerStatus: CustomerStatus,
  review: Nullable(
    Type.Object({ score: Type.Integer(), text: LocalText, reply: Nullable(Type.String()) }),
  ),
  currency: Type.String(),
  /** Row actions the engine allows in the order's current state. */
  actions: Type.Array(Type.Enum(ORDER_ACTIONS)),
  /** Bounds of the row's commands: units of each SKU a split may move. */
  limits: Type.Object({ split: Type.Record(Type.String(), Type.Integer({ minimum: 0 })) }),
});
export const OrderListData = Type.Object({
  list: Type.Array(OrderRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  /** Stream version the list was read at; send it back as expectedVersion. */
  version: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer()),
});

export const OrderOperateBody = OperateBody(OrderCommand);

export const SelectListBody = Type.Object({ userCaseID: UserCaseID }, closed);
export const SelectListData = Type.Object({
  stores: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), platform: Platform })),
  carriers: Type.Array(Carrier),
  statuses: Type.Array(OrderStatus),
  paymentMethods: Type.Array(PaymentMethod),
  types: Type.Array(OrderType),
});

export type OrderListBody = Static<typeof OrderListBody>;
export type OrderRow = Static<typeof OrderRow>;
export type OrderListData = Static<typeof OrderListData>;
export type OrderOperateBody = Static<typeof OrderOperateBody>;
export type SelectListData = Static<typeof SelectListData>;
