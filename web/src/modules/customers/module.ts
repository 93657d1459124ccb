import { TeamOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const customersPage: ModulePage = {
  icon: TeamOutlined,
  load: () => import('./CustomersPage.tsx'),
};
