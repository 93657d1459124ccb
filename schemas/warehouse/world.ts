/** The warehouse module's slice of a scenario's world: stock at the start. */
import { Type, type Static } from 'typebox';
import { EntityId, LocalText, Money, StockStatus, described } from '../common.ts';

const closed = { additionalProperties: false } as const;

export const ScenarioStockItem = Type.Object(
  {
    sku: described(EntityId, 'SKU, as orders and final conditions name it'),
    name: described(LocalText, 'Product name'),
    spec: described(
      Type.Optional(Type.String({ maxLength: 120 })),
      'Specification shown with it (size, colour)',
    ),
    qty: described(Type.Integer({ minimum: 0, maximum: 10_000_000 }), 'Units on hand at the start'),
    price: described(Money, 'Unit price'),
    status: described(StockStatus, 'On sale (forSale) or taken off sale (unsold)'),
    store: described(EntityId, 'The store it belongs to'),
  },
  closed,
);

export type ScenarioStockItem = Static<typeof ScenarioStockItem>;

export const WarehouseWorld = {
  stock: described(
    Type.Optional(Type.Array(ScenarioStockItem, { maxItems: 500 })),
    'The stock at the start',
  ),
};
