/**
 * The after-sales module's page declaration: icon, lazy page and notices; its route comes from its
 * identity.
 */
import { RollbackOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const afterSalesPage: ModulePage = {
  icon: RollbackOutlined,
  load: () => import('./AfterSalesPage.tsx'),
  notices: ['AfterSaleReturnShipped', 'AfterSaleEscalated'],
};
