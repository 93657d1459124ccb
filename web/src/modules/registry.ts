/**
 * The web's module registry: one line per module (icon, lazy page, notices); its route comes
 * from its identity (schemas/<m>/identity.ts). A module missing here fails the typecheck. The
 * case layout lists a case's modules in the spec's menu order.
 */
import { MODULE_IDENTITIES, type Registry } from '../../../schemas/identity.ts';
import type { ModuleId } from '../../../schemas/common.ts';
import type { ModuleEntry, ModulePage } from './kit.ts';
import { afterSalesPage } from './afterSales/module.ts';
import { chatPage } from './chat/module.ts';
import { claimPage } from './claim/module.ts';
import { disputePage } from './dispute/module.ts';
import { customersPage } from './customers/module.ts';
import { feedbackPage } from './feedback/module.ts';
import { mailPage } from './mail/module.ts';
import { ordersPage } from './orders/module.ts';
import { questionnairePage } from './questionnaire/module.ts';
import { warehousePage } from './warehouse/module.ts';

export type { ModuleEntry };

const REGISTERED = {
  mail: mailPage,
  chat: chatPage,
  dispute: disputePage,
  claim: claimPage,
  customers: customersPage,
  feedback: feedbackPage,
  questionnaire: questionnairePage,
  warehouse: warehousePage,
  orders: ordersPage,
  afterSales: afterSalesPage,
} as const satisfies { [K in ModuleId]?: ModulePage };
const registered: Registry<typeof REGISTERED, 'web', Record<ModuleId, ModulePage>> = REGISTERED;

/** The modules with their spec page and route, in the spec's menu order. */
export const MODULE_REGISTRY: readonly ModuleEntry[] = MODULE_IDENTITIES.map((m): ModuleEntry => ({
  ...registered[m.id],
  id: m.id,
  page: m.page,
  path: `/${m.page}`,
}));

/** The built modules of a case, in the registry (menu) order. */
export const builtModules = (modules: readonly string[]): ModuleEntry[] =>
  MODULE_REGISTRY.filter((m) => modules.includes(m.id));

export const moduleOfPath = (pathname: string): ModuleEntry | undefined =>
  MODULE_REGISTRY.find(
    (m) =>
      pathname === m.path ||
      pathname.startsWith(`${m.path}/`) ||
      (m.routes ?? []).some((r) => pathname === r.path),
  );

/** The module whose notices include this event type, if any. */
export const moduleOfNotice = (eventType: string): ModuleEntry | undefined =>
  MODULE_REGISTRY.find((m) => m.notices?.includes(eventType));
