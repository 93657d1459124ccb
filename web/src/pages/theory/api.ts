/** Theory practice calls (schemas/api/theory.ts): papers, the paper page, answers, the wrong-answer book, results. */
import type * as T from '../../../../schemas/api/theory.ts';
import type { ItemAnswer } from '../../../../schemas/theory/view.ts';
import { api } from '../../api/index.ts';

const P = '/PracticeTraining';

export const theoryApi = {
  papers: () => api.post<T.PaperListData>(`${P}/GetExaminationList`, {}),
  start: (paperID: string) => api.post<T.StartData>(`${P}/StartExercise`, { paperID }),
  paper: (attemptID: string) => api.post<T.PaperData>(`${P}/GetExercisesQuestion`, { attemptID }),
  save: (attemptID: string, position: number, answer: ItemAnswer) =>
    api.post<{ position: number; savedAt: string }>(`${P}/SubmitUpdate`, {
      attemptID,
      position,
      answer,
    }),
  submit: (attemptID: string) => api.post<T.SubmitData>(`${P}/SubmitExercise`, { attemptID }),
  reset: (attemptID: string) => api.post<null>(`${P}/ResetingExercise`, { attemptID }),
  book: () => api.post<T.WrongBookData>(`${P}/WrongBook`, {}),
  due: () => api.post<{ dueToday: number }>(`${P}/WrongBookDue`, {}),
  review: (entryID: string, answer: ItemAnswer) =>
    api.post<T.ReviewData>(`${P}/ReviewWrong`, { entryID, answer }),
  achievement: () => api.post<T.AchievementData>(`${P}/TheoryAchievement`, {}),
};
