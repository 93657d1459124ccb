/** The customers module as the kit sees it (schemas/kit.ts); its files start from `buyers`. */
import { defineSchemaModule } from '../kit.ts';
import { CustomerCommand, CustomerEventData } from './domain.ts';

export const customersSchema = defineSchemaModule({
  id: 'customers',
  commands: CustomerCommand,
  events: CustomerEventData,
  world: {},
  policyActions: {},
  finals: {
    customer: ['status', 'region', 'account', 'contact', 'paidCount', 'paidAmount', 'deleted'],
  },
});
