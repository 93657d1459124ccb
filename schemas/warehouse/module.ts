/** The warehouse module as the kit sees it (schemas/kit.ts). */
import { Type } from 'typebox';
import { STOCK_STATUSES } from '../common.ts';
import { defineSchemaModule, FLAG } from '../kit.ts';
import { ImportStock, StockCommand, StockEventData } from './domain.ts';
import { WarehouseWorld } from './world.ts';

export const warehouseSchema = defineSchemaModule({
  commands: StockCommand,
  internalCommands: Type.Union([ImportStock]),
  events: StockEventData,
  world: WarehouseWorld,
  policyActions: {},
  finals: { stock: ['qty', 'status', 'price', 'deleted'] },
  finalValues: { stock: { status: STOCK_STATUSES, deleted: FLAG } },
});

declare module '../kit.ts' {
  interface SchemaModules {
    warehouse: typeof warehouseSchema;
  }
}
