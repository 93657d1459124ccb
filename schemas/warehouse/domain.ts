/** Warehouse (stock) module: commands and events. */
import { Type, type Static } from 'typebox';
import { LocalText, Platform, StockStatus } from '../common.ts';

const Sku = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' });
const Qty = Type.Integer({ minimum: 0, maximum: 10_000_000 });
const Price = Type.Number({ minimum: 0, maximum: 10_000_000 });
const closed = { additionalProperties: false } as const;
export const ADJUST_REASON_MAX = 200;
const Reason = Type.String({ maxLength: ADJUST_REASON_MAX });

// ---- commands ----
export const ModifyStock = Type.Object(
  {
    type: Type.Literal('ModifyStock'),
    sku: Sku,
    qty: Type.Optional(Qty),
    price: Type.Optional(Price),
    status: Type.Optional(StockStatus),
    reason: Type.Optional(Reason),
  },
  closed,
);
export const DeleteStock = Type.Object({ type: Type.Literal('DeleteStock'), sku: Sku }, closed);
export const StartInventoryCheck = Type.Object(
  { type: Type.Literal('StartInventoryCheck') },
  closed,
);
export const CancelInventoryCheck = Type.Object(
  { type: Type.Literal('CancelInventoryCheck') },
  closed,
);
export const PostInventoryCheck = Type.Object(
  {
    type: Type.Literal('PostInventoryCheck'),
    counts: Type.Array(
      Type.Object({ sku: Sku, counted: Qty, reason: Type.Optional(Reason) }, closed),
      {
        minItems: 1,
        maxItems: 500,
      },
    ),
  },
  closed,
);

/** One data row of an import file as the server read it: 1-based row number, cells by column. */
export const ImportRow = Type.Object(
  {
    row: Type.Integer({ minimum: 1 }),
    cells: Type.Record(Type.String(), Type.String({ maxLength: 500 })),
  },
  closed,
);
export type ImportRow = Static<typeof ImportRow>;

export const ImportStock = Type.Object(
  {
    type: Type.Literal('ImportStock'),
    fileName: Type.String({ maxLength: 200 }),
    columns: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
    rows: Type.Array(ImportRow, { maxItems: 2000 }),
  },
  closed,
);

/** Columns of a product import file (first row): required ones first. */
export const STOCK_IMPORT_COLUMNS = [
  'sku',
  'name',
  'price',
  'qty',
  'platform',
  'spec',
  'status',
] as const;
export const STOCK_IMPORT_REQUIRED = ['sku', 'name', 'price', 'qty', 'platform'] as const;

/** Row actions of the stock list. */
export const STOCK_ACTIONS = ['modify', 'delete'] as const;
export type StockAction = (typeof STOCK_ACTIONS)[number];

export const StockCommand = Type.Union([
  ModifyStock,
  DeleteStock,
  StartInventoryCheck,
  CancelInventoryCheck,
  PostInventoryCheck,
]);
/** Commands the Operate route accepts. */
export type StockCommand = Static<typeof StockCommand>;
/** Everything the warehouse module decides; ImportStock comes only through the Import route. */
export type WarehouseModuleCommand = StockCommand | Static<typeof ImportStock>;
export type ModifyStock = Static<typeof ModifyStock>;
export type PostInventoryCheck = Static<typeof PostInventoryCheck>;
export type ImportStock = Static<typeof ImportStock>;

// ---- events ----
const StockItemData = Type.Object(
  {
    sku: Sku,
    name: LocalText,
    spec: Type.String(),
    qty: Qty,
    price: Price,
    status: StockStatus,
    store: Type.String(),
    platform: Platform,
  },
  closed,
);

export const StockEventData = {
  StockModified: Type.Object(
    {
      sku: Sku,
      qty: Qty,
      price: Price,
      status: StockStatus,
      previousQty: Qty,
      reason: Type.Optional(Type.String()),
    },
    closed,
  ),
  StockDeleted: Type.Object({ sku: Sku }, closed),
  StockImported: Type.Object(
    { fileName: Type.String(), items: Type.Array(StockItemData, { minItems: 1 }) },
    closed,
  ),
  InventoryCheckStarted: Type.Object(
    { checkNo: Type.Integer({ minimum: 1 }), skus: Type.Array(Sku) },
    closed,
  ),
  InventoryCheckCancelled: Type.Object({ checkNo: Type.Integer({ minimum: 1 }) }, closed),
  InventoryCheckPosted: Type.Object(
    {
      checkNo: Type.Integer({ minimum: 1 }),
      adjustments: Type.Array(
        Type.Object(
          {
            sku: Sku,
            book: Qty,
            counted: Qty,
            diff: Type.Integer(),
            reason: Type.String(),
          },
          closed,
        ),
      ),
      /** SKUs whose count differed from the book (for scoring matches). */
      adjustedSkus: Type.Array(Sku),
    },
    closed,
  ),
} as const;

type DataOf<K extends keyof typeof StockEventData> = Static<(typeof StockEventData)[K]>;
export type StockEvent = {
  [K in keyof typeof StockEventData]: { type: K; data: DataOf<K> };
}[keyof typeof StockEventData];
