import { MailOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const mailPage: ModulePage = {
  icon: MailOutlined,
  load: () => import('./MailPage.tsx'),
  notices: ['MailReceived'],
};
