/**
 * The feedback module's page declaration: icon, lazy page and notices; its route comes from its
 * identity.
 */
import { StarOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const feedbackPage: ModulePage = {
  icon: StarOutlined,
  load: () => import('./FeedbackPage.tsx'),
};
