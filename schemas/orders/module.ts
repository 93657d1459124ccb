/** The orders module as the kit sees it (schemas/kit.ts). */
import { Type } from 'typebox';
import { EntityId } from '../common.ts';
import { defineSchemaModule } from '../kit.ts';
import { ImportOrders, OrderCommand, OrderEventData } from './domain.ts';
import { OrdersWorld } from './world.ts';

export const ordersSchema = defineSchemaModule({
  id: 'orders',
  commands: OrderCommand,
  internalCommands: Type.Union([ImportOrders]),
  events: OrderEventData,
  world: OrdersWorld,
  policyActions: {
    orderArrives: Type.Object(
      { orderNo: EntityId },
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
});
