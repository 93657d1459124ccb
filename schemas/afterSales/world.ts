/** The after-sales module's slice of a scenario's world: applications at the start. */
import { Type, type Static } from 'typebox';
import {
  AfterSaleKind,
  AfterSaleStatus,
  Carrier,
  EntityId,
  Instant,
  LocalText,
  Money,
  described,
} from '../common.ts';

const closed = { additionalProperties: false } as const;

export const ScenarioAfterSale = Type.Object(
  {
    id: described(EntityId, 'After-sales id, as policies and final conditions name it'),
    orderNo: described(EntityId, 'The order it is about'),
    kind: described(AfterSaleKind, 'Refund only, or return and refund'),
    status: described(
      Type.Optional(AfterSaleStatus),
      'Its status at the start (default applied; what each allows: below)',
    ),
    refundAmount: described(Money, 'What the buyer asks back'),
    appliedAt: described(Instant, 'When the buyer applied (sim time)'),
    reason: described(LocalText, "The buyer's reason"),
    items: Type.Optional(
      Type.Array(
        Type.Object(
          {
            sku: described(EntityId, 'SKU of the goods returned'),
            qty: described(Type.Integer({ minimum: 1 }), 'Units returned'),
          },
          closed,
        ),
        {
          minItems: 1,
          description: 'Goods the buyer returns (returnAndRefund); default: the whole order',
        },
      ),
    ),
    returnLogistics: Type.Optional(
      Type.Object(
        {
          carrier: described(Carrier, 'The carrier the return goes with'),
          trackingNo: described(
            Type.String({ pattern: '^[A-Za-z0-9-]{6,40}$' }),
            "The return's tracking number",
          ),
        },
        {
          ...closed,
          description: 'What the buyer ships the return with (policy buyerShipsReturn)',
        },
      ),
    ),
  },
  closed,
);

export type ScenarioAfterSale = Static<typeof ScenarioAfterSale>;

export const AfterSalesWorld = {
  afterSales: described(
    Type.Optional(Type.Array(ScenarioAfterSale, { maxItems: 200 })),
    "The buyers' refund and return applications at the start",
  ),
};
