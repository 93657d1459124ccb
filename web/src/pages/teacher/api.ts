/**
 * Typed calls of /api/Teacher (schemas/api/teacher.ts): classes, one class, a case across a class,
 * one attempt and one step of it.
 */
import type { AttemptReview, ScoreBreakdown } from '../../../../schemas/api/practice.ts';
import type * as T from '../../../../schemas/api/teacher.ts';
import { api } from '../../api/index.ts';

export const teacherApi = {
  classes: () => api.post<T.TeacherClassesData>('/Teacher/Classes', {}),
  classView: (classId: string) => api.post<T.ClassViewData>('/Teacher/ClassView', { classId }),
  caseAnalytics: (classId: string, caseId: string) =>
    api.post<T.CaseAnalyticsData>('/Teacher/CaseAnalytics', { classId, caseId }),
  override: (body: T.OverrideBodyData) => api.post<ScoreBreakdown>('/Teacher/Override', body),
  review: (body: T.ReviewBodyData) => api.post<AttemptReview | null>('/Teacher/Review', body),
  attempt: (attemptId: string) => api.post<T.TeacherAttemptData>('/Teacher/Attempt', { attemptId }),
  step: (attemptId: string, version: number) =>
    api.post<T.AttemptStepData>('/Teacher/AttemptStep', { attemptId, version }),
};
