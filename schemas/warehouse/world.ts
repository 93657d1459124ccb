/** The warehouse module's slice of a scenario's world: stock at the start. */
import { Type, type Static } from 'typebox';
import { EntityId, LocalText, Money, StockStatus } from '../common.ts';

const closed = { additionalProperties: false } as const;

export const ScenarioStockItem = Type.Object(
  {
    sku: EntityId,
    name: LocalText,
    spec: Type.Optional(Type.String({ maxLength: 120 })),
    qty: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    price: Money,
    status: StockStatus,
    store: EntityId,
  },
  closed,
);

export type ScenarioStockItem = Static<typeof ScenarioStockItem>;

export const WarehouseWorld = {
  stock: Type.Optional(Type.Array(ScenarioStockItem, { maxItems: 500 })),
};
