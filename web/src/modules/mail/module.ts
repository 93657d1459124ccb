/**
 * The mail module's page declaration: icon, lazy page and notices; its route comes from its
 * identity.
 */
import { MailOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const mailPage: ModulePage = {
  icon: MailOutlined,
  load: () => import('./MailPage.tsx'),
  notices: ['MailReceived'],
};
