/** The orders module as the kit sees it (schemas/kit.ts). */
import { Type } from 'typebox';
import { CUSTOMER_STATUSES, EntityId, ORDER_STATUSES, described } from '../common.ts';
import { defineSchemaModule, FLAG } from '../kit.ts';
import { ImportOrders, OrderCommand, OrderEventData } from './domain.ts';
import { OrdersWorld } from './world.ts';

export const ordersSchema = defineSchemaModule({
  commands: OrderCommand,
  internalCommands: Type.Union([ImportOrders]),
  events: OrderEventData,
  world: OrdersWorld,
  policyActions: {
    orderArrives: Type.Object(
      { orderNo: described(EntityId, 'The order to show (one with `arrivesLater: true`)') },
      {
        additionalProperties: false,
        description: 'An order marked arrivesLater appears in the order list',
      },
    ),
  },
  finals: {
    order: [
      'status',
      'gift',
      'remark',
      'carrier',
      'trackingNo',
      'qty',
      'buyer',
      'store',
      'amountReceived',
      'skus',
      'buyerStatus',
    ],
  },
  finalValues: {
    order: { status: ORDER_STATUSES, gift: FLAG, buyerStatus: CUSTOMER_STATUSES },
  },
});

declare module '../kit.ts' {
  interface SchemaModules {
    orders: typeof ordersSchema;
  }
}
