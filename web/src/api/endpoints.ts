/** Typed calls of the API contract (schemas/api): one function per route the web app uses. */
import type { Static } from 'typebox';
import type { HintsData } from '../../../schemas/api/hints.ts';
import type * as P from '../../../schemas/api/practice.ts';
import type * as U from '../../../schemas/api/user.ts';
import type { CallOptions } from './client.ts';
import { api } from './index.ts';

export const userApi = {
  login: (body: U.LoginBody, opts?: CallOptions) =>
    api.post<U.LoginData>('/User/login', body, opts),
  logout: () => api.post<null>('/User/Logout', {}, { quiet: true }),
  changePwd: (body: U.ChangePwdBody) => api.post<null>('/User/ChangePwd', body),
};

export const practiceApi = {
  caseList: (body: Static<typeof P.CaseListBody> = {}) =>
    api.post<Static<typeof P.CaseListData>>('/PracticeTraining/CaseList', body),
  startCase: (caseID: string) =>
    api.post<P.StartCaseData>('/PracticeTraining/StartCase', { caseID }),
  resetCase: (userCaseID: string) =>
    api.post<Static<typeof P.ResetCaseData>>('/PracticeTraining/ResetCase', { userCaseID }),
  syncTime: (userCaseID: string) =>
    api.post<P.SyncTimeData>('/PracticeTraining/SyncTime', { userCaseID }, { quiet: true }),
  startClock: (userCaseID: string) =>
    api.post<P.SyncTimeData>('/PracticeTraining/StartClock', { userCaseID }),
  hints: (userCaseID: string) =>
    api.post<HintsData>('/PracticeTraining/Hints', { userCaseID }, { quiet: true }),
  openHint: (userCaseID: string, index: number) =>
    api.post<HintsData>('/PracticeTraining/OpenHint', { userCaseID, index }),
  /** With the attempt: the case as that attempt is played (its case version). */
  caseInfo: (caseID: string, userCaseID?: string) =>
    api.post<P.CaseInfoData>('/PracticeTraining/caseInfo', {
      caseID,
      ...(userCaseID ? { userCaseID } : {}),
    }),
  submit: (userCaseID: string) =>
    api.post<P.SubmitData>('/PracticeTraining/Submit', { userCaseID }),
  searchPoint: (body: Static<typeof P.SearchPointBody>) =>
    api.post<Static<typeof P.SearchPointData>>('/PracticeTraining/SearchPoint', body, {
      quiet: true,
    }),
  pointRequest: (body: Static<typeof P.PointRequestBody>) =>
    api.post<null>('/PracticeTraining/PointRequest', body, { quiet: true }),
  caseFile: (userCaseID: string, name: string) =>
    api.download('/PracticeTraining/CaseFile', { userCaseID, name }),
  viewResolution: (userCaseID: string) =>
    api.post<P.ViewResolutionData>('/PracticeTraining/ViewResolution', { userCaseID }),
  requestReview: (body: Static<typeof P.RequestReviewBody>) =>
    api.post<P.ViewResolutionData>('/PracticeTraining/RequestReview', body),
  trainingReport: () => api.post<P.TrainingReportData>('/PracticeTraining/TrainingReport', {}),
  trainingReportPdf: (body: P.TrainingReportPdfBody) =>
    api.download('/PracticeTraining/TrainingReportPdf', body),
};
