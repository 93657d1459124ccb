import { ShoppingCartOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const ordersPage: ModulePage = {
  icon: ShoppingCartOutlined,
  load: () => import('./OrdersPage.tsx'),
  notices: ['OrderArrived'],
};
