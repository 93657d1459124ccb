/**
 * Module pages the web app has built: module id → route, icon, lazy page. The case layout lists
 * a case's modules that appear here, in the spec's menu order. Adding a module = one line here.
 */
import {
  DatabaseOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { ModuleId, Page } from '../../../schemas/common.ts';

export type ModuleEntry = {
  id: ModuleId;
  /** Route path of the spec (case-work layout). */
  path: `/${Page}`;
  /** Page name of the tracking points (SearchPoint / PointRequest). */
  page: Page;
  icon: ComponentType;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Events the case's scripted actors cause in this module that the student is told about (a
   * notice and a badge on the menu entry); their text is `<module>.notice.<EventType>`.
   */
  notices?: readonly string[];
};

export const MODULE_REGISTRY: readonly ModuleEntry[] = [
  {
    id: 'customers',
    path: '/CustomerManage',
    page: 'CustomerManage',
    icon: TeamOutlined,
    load: () => import('./customers/CustomersPage.tsx'),
  },
  {
    id: 'warehouse',
    path: '/Cangchu',
    page: 'Cangchu',
    icon: DatabaseOutlined,
    load: () => import('./warehouse/WarehousePage.tsx'),
  },
  {
    id: 'orders',
    path: '/orderSlove',
    page: 'orderSlove',
    icon: ShoppingCartOutlined,
    load: () => import('./orders/OrdersPage.tsx'),
    notices: ['OrderArrived'],
  },
  {
    id: 'afterSales',
    path: '/afterSell',
    page: 'afterSell',
    icon: RollbackOutlined,
    load: () => import('./afterSales/AfterSalesPage.tsx'),
    notices: ['AfterSaleReturnShipped', 'AfterSaleEscalated'],
  },
];

/** The built modules of a case, in the registry (menu) order. */
export const builtModules = (modules: readonly string[]): ModuleEntry[] =>
  MODULE_REGISTRY.filter((m) => modules.includes(m.id));

export const moduleOfPath = (pathname: string): ModuleEntry | undefined =>
  MODULE_REGISTRY.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));

/** The module whose notices include this event type, if any. */
export const moduleOfNotice = (eventType: string): ModuleEntry | undefined =>
  MODULE_REGISTRY.find((m) => m.notices?.includes(eventType));
