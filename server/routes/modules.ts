/**
 * The server's module registry: one line per module (its routes and import). The API prefix and
 * the OpenAPI tag come from the module's identity; a module missing here fails the typecheck.
 */
import { MODULE_IDENTITIES, type Registry } from '../../schemas/identity.ts';
import type { ModuleKey } from '../../schemas/modules.ts';
import { afterSalesServer } from './afterSales/module.ts';
import { chatServer } from './chat/module.ts';
import { claimServer } from './claim/module.ts';
import { disputeServer } from './dispute/module.ts';
import { customersServer } from './customers/module.ts';
import { feedbackServer } from './feedback/module.ts';
import type { RegisteredServerModule, ServerModule } from './kit.ts';
import { kitRoutes } from './kitRoutes.ts';
import { mailServer } from './mail/module.ts';
import { ordersServer } from './orders/module.ts';
import { questionnaireServer } from './questionnaire/module.ts';
import { warehouseServer } from './warehouse/module.ts';

const REGISTERED = {
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
} as const satisfies { [K in ModuleKey]?: ServerModule };
const registered: Registry<
  typeof REGISTERED,
  'server',
  Record<ModuleKey, ServerModule>
> = REGISTERED;

/**
 * Every module's API: its declaration under its identity's prefix, in menu order; its routes are
 * the kit's standard ones (list, commands, files) and its own.
 */
export const SERVER_MODULES = Object.fromEntries(
  MODULE_IDENTITIES.map((m): [ModuleKey, RegisteredServerModule] => [
    m.id,
    {
      ...registered[m.id],
      routes: kitRoutes(registered[m.id], m.api),
      prefix: `/api/${m.api}`,
      tag: m.api,
    },
  ]),
) as Record<ModuleKey, RegisteredServerModule>;
