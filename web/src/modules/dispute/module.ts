import { ExceptionOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const disputePage: ModulePage = {
  icon: ExceptionOutlined,
  load: () => import('./DisputePage.tsx'),
  notices: [
    'DisputeBuyerSaid',
    'DisputePartialAnswered',
    'DisputeRuled',
    'DisputeCancelled',
    'DisputeInterventionApplied',
  ],
};
