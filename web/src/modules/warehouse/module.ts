/**
 * The warehouse module's page declaration: icon, lazy page and notices; its route comes from its
 * identity.
 */
import { DatabaseOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const warehousePage: ModulePage = {
  icon: DatabaseOutlined,
  load: () => import('./WarehousePage.tsx'),
};
