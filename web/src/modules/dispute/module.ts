/**
 * The disputes module's page declaration: icon, lazy page and notices; its route comes from its
 * identity.
 */
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
