/**
 * The orders module's page declaration: icon, lazy page and notices; its route comes from its
 * identity.
 */
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const ordersPage: ModulePage = {
  icon: ShoppingCartOutlined,
  load: () => import('./OrdersPage.tsx'),
  notices: ['OrderArrived'],
};
