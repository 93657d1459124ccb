/** The after-sales module as the kit sees it (schemas/kit.ts). */
import { Type } from 'typebox';
import { AFTER_SALE_STATUSES, EntityId, described } from '../common.ts';
import { defineSchemaModule } from '../kit.ts';
import { AfterSaleCommand, AfterSaleEventData } from './domain.ts';
import { AfterSalesWorld } from './world.ts';

const closed = { additionalProperties: false } as const;

export const afterSalesSchema = defineSchemaModule({
  commands: AfterSaleCommand,
  events: AfterSaleEventData,
  world: AfterSalesWorld,
  policyActions: {
    buyerShipsReturn: Type.Object(
      { afterSale: described(EntityId, 'The after-sales id') },
      { ...closed, description: 'The buyer ships the goods of an agreed return' },
    ),
    buyerEscalates: Type.Object(
      { afterSale: described(EntityId, 'The after-sales id') },
      { ...closed, description: 'The buyer escalates a refused application to the platform' },
    ),
  },
  finals: { afterSale: ['status', 'refundAmount', 'remark', 'refuseReason'] },
  finalValues: { afterSale: { status: AFTER_SALE_STATUSES } },
});

declare module '../kit.ts' {
  interface SchemaModules {
    afterSales: typeof afterSalesSchema;
  }
}
