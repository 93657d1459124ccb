/** After-sales module: commands and events. */
import { Type, type Static } from 'typebox';
import { AfterSaleKind, Carrier } from '../common.ts';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Money = Type.Number({ minimum: 0, maximum: 10_000_000 });
const closed = { additionalProperties: false } as const;
export const AFTER_SALE_TEXT_MAX = 300;
const Text = Type.String({ maxLength: AFTER_SALE_TEXT_MAX });

// ---- commands ----
export const AgreeAfterSale = Type.Object(
  { type: Type.Literal('AgreeAfterSale'), id: Id, refundAmount: Money },
  closed,
);
export const RefuseAfterSale = Type.Object(
  { type: Type.Literal('RefuseAfterSale'), id: Id, reason: Text },
  closed,
);
export const ConfirmGoodsReceived = Type.Object(
  { type: Type.Literal('ConfirmGoodsReceived'), id: Id },
  closed,
);
export const ConfirmGoodsNotReceived = Type.Object(
  { type: Type.Literal('ConfirmGoodsNotReceived'), id: Id, remark: Text },
  closed,
);
export const RemarkAfterSale = Type.Object(
  { type: Type.Literal('RemarkAfterSale'), id: Id, remark: Text },
  closed,
);

export const AfterSaleCommand = Type.Union([
  AgreeAfterSale,
  RefuseAfterSale,
  ConfirmGoodsReceived,
  ConfirmGoodsNotReceived,
  RemarkAfterSale,
]);
export type AfterSaleCommand = Static<typeof AfterSaleCommand>;

/** Row actions of the after-sales list, as the UI names them. */
export const AFTER_SALE_ACTIONS = ['agree', 'refuse', 'received', 'notReceived', 'remark'] as const;
export type AfterSaleAction = (typeof AFTER_SALE_ACTIONS)[number];

// ---- events ----
const ItemQty = Type.Object({ sku: Id, qty: Type.Integer({ minimum: 1 }) }, closed);
export const AfterSaleEventData = {
  AfterSaleAgreed: Type.Object(
    { id: Id, orderNo: Id, kind: AfterSaleKind, refundAmount: Money },
    closed,
  ),
  AfterSaleRefused: Type.Object({ id: Id, orderNo: Id, reason: Type.String() }, closed),
  AfterSaleReturnShipped: Type.Object(
    { id: Id, carrier: Carrier, trackingNo: Type.String() },
    closed,
  ),
  AfterSaleGoodsReceived: Type.Object(
    { id: Id, orderNo: Id, items: Type.Array(ItemQty), skus: Type.Array(Id) },
    closed,
  ),
  AfterSaleRefunded: Type.Object({ id: Id, orderNo: Id, amount: Money }, closed),
  AfterSaleGoodsNotReceived: Type.Object({ id: Id, remark: Type.String() }, closed),
  AfterSaleEscalated: Type.Object({ id: Id }, closed),
  AfterSaleRemarked: Type.Object({ id: Id, remark: Type.String() }, closed),
} as const;

type DataOf<K extends keyof typeof AfterSaleEventData> = Static<(typeof AfterSaleEventData)[K]>;
export type AfterSaleEvent = {
  [K in keyof typeof AfterSaleEventData]: { type: K; data: DataOf<K> };
}[keyof typeof AfterSaleEventData];
