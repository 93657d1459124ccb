/** Theory exam calls for students (schemas/api/exams.ts): list, start, paper, time, answers, submit, results. */
import type { Static } from 'typebox';
import type * as E from '../../../../schemas/api/exams.ts';
import type { ItemAnswer } from '../../../../schemas/theory/view.ts';
import { api } from '../../api/index.ts';

const X = '/Examination';
type Ids = { e_id: string; p_id: string };

export const examApi = {
  list: () => api.post<E.ExamListData>(`${X}/GetExaminationList`, {}),
  start: (ids: Ids) => api.post<Static<typeof E.StartData>>(`${X}/StartExam`, ids),
  paper: (ids: Ids) => api.post<E.ExamPaperData>(`${X}/GetExamData`, ids),
  time: () =>
    api.post<Static<typeof E.ServiceTimeData>>(`${X}/GetServiceTime`, {}, { quiet: true }),
  /** Quiet: the page shows the outbox state itself. */
  save: (ids: Ids, position: number, seq: number, answer: ItemAnswer) =>
    api.post<Static<typeof E.SaveAnswerData>>(
      `${X}/AddExaminationDetails`,
      { ...ids, position, seq, answer },
      { quiet: true },
    ),
  submit: (ids: Ids) => api.post<Static<typeof E.SubmitData>>(`${X}/AddExaminationResult`, ids),
  results: () => api.post<Static<typeof E.ResultsData>>(`${X}/GetExaminationResultBys`, {}),
  reset: (ids: Ids) => api.post<{ p_id: string }>(`${X}/ResetingExamination`, ids),
};
