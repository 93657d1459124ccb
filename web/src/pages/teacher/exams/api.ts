/** Typed calls of the teacher's exam routes (schemas/api/exams.ts): list, create, accommodation, release. */
import type { Static } from 'typebox';
import type * as E from '../../../../../schemas/api/exams.ts';
import { api } from '../../../api/index.ts';

export const examTeacherApi = {
  list: () => api.post<E.TeacherExamsData>('/Teacher/ExamList', {}),
  /** Quiet: the form shows the translated refusal beside its fields. */
  create: (body: Static<typeof E.CreateExamBody>) =>
    api.post<Static<typeof E.CreateExamData>>('/Teacher/CreateExam', body, { quiet: true }),
  /** Quiet: the dialog shows the translated refusal. */
  accommodate: (body: Static<typeof E.AccommodationBody>) =>
    api.post<unknown>('/Teacher/ExamAccommodation', body, { quiet: true }),
  release: (e_id: string) =>
    api.post<Static<typeof E.ReleaseData>>('/Teacher/ReleaseExam', { e_id }),
};
