/** The student's practical results over time (schemas/api/practiceAchievement.ts). */
import type { PracticeAchievementData } from '../../../../schemas/api/practiceAchievement.ts';
import { api } from '../../api/index.ts';

export const achievementApi = {
  practice: () => api.post<PracticeAchievementData>('/PracticeTraining/PracticeAchievement', {}),
};
