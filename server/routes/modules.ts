/** The server's module registry: one line per module (its API prefix, routes and import). */
import type { ModuleKey } from '../../schemas/modules.ts';
import { afterSalesServer } from './afterSales/module.ts';
import { chatServer } from './chat/module.ts';
import { claimServer } from './claim/module.ts';
import { disputeServer } from './dispute/module.ts';
import { customersServer } from './customers/module.ts';
import { feedbackServer } from './feedback/module.ts';
import type { ServerModule } from './kit.ts';
import { mailServer } from './mail/module.ts';
import { ordersServer } from './orders/module.ts';
import { questionnaireServer } from './questionnaire/module.ts';
import { warehouseServer } from './warehouse/module.ts';

export const SERVER_MODULES: Record<ModuleKey, ServerModule> = {
  mail: mailServer,
  chat: chatServer,
  dispute: disputeServer,
  claim: claimServer,
  orders: ordersServer,
  warehouse: warehouseServer,
  afterSales: afterSalesServer,
  customers: customersServer,
  feedback: feedbackServer,
  questionnaire: questionnaireServer,
};
