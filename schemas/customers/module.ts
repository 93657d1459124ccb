/** The customers module as the kit sees it (schemas/kit.ts); its files start from `buyers`. */
import { CUSTOMER_STATUSES } from '../common.ts';
import { defineSchemaModule, FLAG } from '../kit.ts';
import { CustomerCommand, CustomerEventData } from './domain.ts';

export const customersSchema = defineSchemaModule({
  commands: CustomerCommand,
  events: CustomerEventData,
  world: {},
  policyActions: {},
  finals: {
    customer: ['status', 'region', 'account', 'contact', 'paidCount', 'paidAmount', 'deleted'],
  },
  finalValues: { customer: { status: CUSTOMER_STATUSES, deleted: FLAG } },
});

declare module '../kit.ts' {
  interface SchemaModules {
    customers: typeof customersSchema;
  }
}
