/**
 * Module pages the web app has built: module id → route, icon, lazy page. The case layout lists
 * a case's modules that appear here, in the spec's menu order. Adding a module = one entry here.
 */
import { MODULE_PAGES, MODULES } from '../../../schemas/common.ts';
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

const PAGES: readonly ModulePage[] = [
  mailPage,
  chatPage,
  disputePage,
  claimPage,
  customersPage,
  feedbackPage,
  questionnairePage,
  warehousePage,
  ordersPage,
  afterSalesPage,
];

/** The built modules with their spec page and route, in the spec's menu order. */
export const MODULE_REGISTRY: readonly ModuleEntry[] = PAGES.map((m): ModuleEntry => ({
  ...m,
  page: MODULE_PAGES[m.id],
  path: `/${MODULE_PAGES[m.id]}`,
})).sort((a, b) => MODULES.indexOf(a.id) - MODULES.indexOf(b.id));

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
