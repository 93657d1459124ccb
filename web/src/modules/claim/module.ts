import { AuditOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const claimPage: ModulePage = {
  icon: AuditOutlined,
  load: () => import('./ClaimPage.tsx'),
  notices: ['ClaimPaid', 'ClaimRefused', 'ClaimEvidenceRequested'],
};
