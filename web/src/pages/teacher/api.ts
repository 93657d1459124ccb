/**
 * Typed calls of /api/Teacher (schemas/api/teacher.ts): classes, one class, its grading method and
 * a student's attempts at a case (grades.ts), a case across a class, one attempt and one step of
 * it; the review queue and a second opinion on a written reply; the class's staff; a student's
 * report and the class's reports as a zip (classStaff.ts).
 */
import type * as S from '../../../../schemas/api/classStaff.ts';
import type * as G from '../../../../schemas/api/grades.ts';
import type {
  AttemptReview,
  ScoreBreakdown,
  TrainingReportData,
  TrainingReportPdfBody,
} from '../../../../schemas/api/practice.ts';
import type * as T from '../../../../schemas/api/teacher.ts';
import type * as R from '../../../../schemas/api/teacherReview.ts';
import { api } from '../../api/index.ts';

export const teacherApi = {
  classes: () => api.post<T.TeacherClassesData>('/Teacher/Classes', {}),
  classView: (classId: string) => api.post<T.ClassViewData>('/Teacher/ClassView', { classId }),
  setGradingMethod: (classId: string, method: G.GradingMethod) =>
    api.post<{ gradingMethod: G.GradingMethod }>('/Teacher/SetGradingMethod', { classId, method }),
  studentCaseAttempts: (studentId: string, caseId: string) =>
    api.post<G.StudentCaseAttemptsData>('/Teacher/StudentCaseAttempts', { studentId, caseId }),
  caseAnalytics: (classId: string, caseId: string) =>
    api.post<T.CaseAnalyticsData>('/Teacher/CaseAnalytics', { classId, caseId }),
  override: (body: T.OverrideBodyData) => api.post<ScoreBreakdown>('/Teacher/Override', body),
  review: (body: T.ReviewBodyData) => api.post<AttemptReview | null>('/Teacher/Review', body),
  attempt: (attemptId: string) => api.post<T.TeacherAttemptData>('/Teacher/Attempt', { attemptId }),
  step: (attemptId: string, version: number) =>
    api.post<T.AttemptStepData>('/Teacher/AttemptStep', { attemptId, version }),
  reviewFeatures: () => api.post<{ secondOpinion: boolean }>('/Teacher/ReviewFeatures', {}),
  reviewQueue: (classId: string, caseId?: string) =>
    api.post<R.ReviewQueueData>('/Teacher/ReviewQueue', { classId, ...(caseId ? { caseId } : {}) }),
  /** Quiet: the dialog that asked shows why it failed, beside the rubric's result. */
  secondOpinion: (body: R.SecondOpinionBody) =>
    api.post<R.SecondOpinionData>('/Teacher/SecondOpinion', body, {
      quiet: true,
      // The model may take a while; the server gives up after LLM_TIMEOUT_MS (45 s by default).
      timeoutMs: 60_000,
    }),
  classStaff: (classId: string) => api.post<S.ClassStaffData>('/Teacher/ClassStaff', { classId }),
  setAssistant: (classId: string, userId: string, assistant: boolean) =>
    api.post<S.ClassStaffData>('/Teacher/SetAssistant', { classId, userId, assistant }),
  studentReport: (studentId: string) =>
    api.post<TrainingReportData>('/Teacher/StudentReport', { studentId }),
  studentReportPdf: (studentId: string, body: TrainingReportPdfBody) =>
    api.download('/Teacher/StudentReportPdf', { studentId, ...body }),
  classReports: (classId: string, body: TrainingReportPdfBody) =>
    api.post<S.ClassReportsJob>('/Teacher/ClassReports', { classId, ...body }),
  classReportsStatus: (jobId: string) =>
    api.post<S.ClassReportsJob>('/Teacher/ClassReportsStatus', { jobId }),
  classReportsFile: (jobId: string) => api.download('/Teacher/ClassReportsFile', { jobId }),
};
