/** /api/PTAfterSale/*: after-sales applications of an attempt. */
import { Type, type Static } from 'typebox';
import { AfterSaleKind, AfterSaleStatus, Carrier, LocalText, Platform } from '../common.ts';
import { AfterSaleCommand } from './domain.ts';
import { OperateBody, Paging, UserCaseID } from '../api/operate.ts';

const closed = { additionalProperties: false } as const;

export const AfterSaleListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    status: Type.Optional(AfterSaleStatus),
    kind: Type.Optional(AfterSaleKind),
    keyword: Type.Optional(Type.String({ maxLength: 80, description: 'Order number or buyer' })),
    ...Paging,
  },
  closed,
);
export const AfterSaleRow = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  storeName: Type.String(),
  platform: Platform,
  /** The buyer's id (their words show in their own language), or null. */
  buyer: Type.Union([Type.String(), Type.Null()]),
  buyerName: Type.String(),
  kind: AfterSaleKind,
  status: AfterSaleStatus,
  /** Amount received on the order. */
  orderAmount: Type.Number(),
  /** Amount the buyer asks for. */
  requestedAmount: Type.Number(),
  /** Amount agreed (after agree) or refunded (after refund). */
  refundAmount: Type.Union([Type.Number(), Type.Null()]),
  /** Most that can still be refunded on this order (received less other refunds). */
  refundable: Type.Number(),
  appliedAt: Type.String(),
  reason: LocalText,
  items: Type.Array(Type.Object({ sku: Type.String(), name: LocalText, qty: Type.Integer() })),
  logistics: Type.Union([
    Type.Object({ carrier: Carrier, trackingNo: Type.String() }),
    Type.Null(),
  ]),
  refuseReason: Type.String(),
  remark: Type.String(),
  /** Row actions the lifecycle allows now. */
  actions: Type.Array(Type.Enum(['agree', 'refuse', 'received', 'notReceived', 'remark'])),
});
export const AfterSaleListData = Type.Object({
  list: Type.Array(AfterSaleRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  version: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer()),
});
export const AfterSaleOperateBody = OperateBody(AfterSaleCommand);

export type AfterSaleListBody = Static<typeof AfterSaleListBody>;
export type AfterSaleRow = Static<typeof AfterSaleRow>;
export type AfterSaleListData = Static<typeof AfterSaleListData>;
export type AfterSaleOperateBody = Static<typeof AfterSaleOperateBody>;
