/** /api/PTStorage/*: the warehouse of an attempt. */
import { Type, type Static } from 'typebox';
import { LocalText, Platform, StockStatus } from '../common.ts';
import { STOCK_ACTIONS, StockCommand } from './domain.ts';
import { OperateBody, Paging, UserCaseID } from '../api/operate.ts';

const closed = { additionalProperties: false } as const;

export const StockListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    keyword: Type.Optional(Type.String({ maxLength: 80, description: 'Name or SKU contains' })),
    status: Type.Optional(StockStatus),
    platform: Type.Optional(Platform),
    ...Paging,
  },
  closed,
);
export const StockRow = Type.Object({
  sku: Type.String(),
  name: LocalText,
  spec: Type.String(),
  price: Type.Number(),
  qty: Type.Integer(),
  status: StockStatus,
  store: Type.String(),
  storeName: Type.String(),
  platform: Platform,
  /** Units in orders waiting for shipment (pending payment or shipment). */
  reserved: Type.Integer(),
  /** Row actions the engine allows now (delete: no open order needs it, no count open). */
  actions: Type.Array(Type.Enum(STOCK_ACTIONS)),
});
export const InventoryCheck = Type.Object({
  checkNo: Type.Integer(),
  startedAt: Type.String(),
  lines: Type.Array(Type.Object({ sku: Type.String(), name: LocalText, book: Type.Integer() })),
});
export const StockListData = Type.Object({
  list: Type.Array(StockRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  version: Type.Integer(),
  /** The inventory check in progress, if any. */
  check: Type.Union([InventoryCheck, Type.Null()]),
  /** Stores of the case (for the import's platform column and the filters). */
  stores: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), platform: Platform })),
});
export const StockOperateBody = OperateBody(StockCommand);

export type StockListBody = Static<typeof StockListBody>;
export type StockRow = Static<typeof StockRow>;
export type StockListData = Static<typeof StockListData>;
export type InventoryCheck = Static<typeof InventoryCheck>;
export type StockOperateBody = Static<typeof StockOperateBody>;
