/**
 * The claims module's page declaration: icon, lazy page and notices; its route comes from its
 * identity.
 */
import { AuditOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const claimPage: ModulePage = {
  icon: AuditOutlined,
  load: () => import('./ClaimPage.tsx'),
  notices: ['ClaimPaid', 'ClaimRefused', 'ClaimEvidenceRequested'],
};
