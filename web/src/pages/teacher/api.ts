/** Typed calls of /api/Teacher (schemas/api/teacher.ts): classes, one class, one attempt. */
import type * as T from '../../../../schemas/api/teacher.ts';
import { api } from '../../api/index.ts';

export const teacherApi = {
  classes: () => api.post<T.TeacherClassesData>('/Teacher/Classes', {}),
  classView: (classId: string) => api.post<T.ClassViewData>('/Teacher/ClassView', { classId }),
  attempt: (attemptId: string) => api.post<T.TeacherAttemptData>('/Teacher/Attempt', { attemptId }),
};
