import { StarOutlined } from '@ant-design/icons';
import type { ModulePage } from '../kit.ts';

export const feedbackPage: ModulePage = {
  id: 'feedback',
  icon: StarOutlined,
  load: () => import('./FeedbackPage.tsx'),
};
