/**
 * The chat module's page declaration: icon, lazy page and notices; its route comes from its
 * identity.
 */
import { MessageOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const chatPage: ModulePage = {
  icon: MessageOutlined,
  load: () => import('./ChatPage.tsx'),
  notices: ['ChatMessageReceived'],
  quietWhenOpen: true,
};
