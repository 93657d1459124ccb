import { MessageOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const chatPage: ModulePage = {
  icon: MessageOutlined,
  load: () => import('./ChatPage.tsx'),
  notices: ['ChatMessageReceived'],
  quietWhenOpen: true,
};
