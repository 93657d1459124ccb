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
} from '../common.ts';

const closed = { additionalProperties: false } as const;

export const ScenarioAfterSale = Type.Object(
  {
    id: EntityId,
    orderNo: EntityId,
    kind: AfterSaleKind,
    status: Type.Optional(AfterSaleStatus),
    refundAmount: Money,
    appliedAt: Instant,
    reason: LocalText,
    items: Type.Optional(
      Type.Array(Type.Object({ sku: EntityId, qty: Type.Integer({ minimum: 1 }) }, closed), {
        minItems: 1,
        description: 'Goods the buyer returns (returnAndRefund); default: the whole order',
      }),
    ),
    returnLogistics: Type.Optional(
      Type.Object(
        { carrier: Carrier, trackingNo: Type.String({ pattern: '^[A-Za-z0-9-]{6,40}$' }) },
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
  afterSales: Type.Optional(Type.Array(ScenarioAfterSale, { maxItems: 200 })),
};
