/**
 * The customers module's page declaration: icon, lazy page and notices; its route comes from its
 * identity.
 */
import { TeamOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const customersPage: ModulePage = {
  icon: TeamOutlined,
  load: () => import('./CustomersPage.tsx'),
};
