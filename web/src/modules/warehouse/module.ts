import { DatabaseOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const warehousePage: ModulePage = {
  icon: DatabaseOutlined,
  load: () => import('./WarehousePage.tsx'),
};
