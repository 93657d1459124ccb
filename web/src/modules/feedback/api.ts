/** Calls of /api/PTFeedback (list, ShopList; Operate goes through useOperate). */
import type * as F from '../../../../schemas/feedback/api.ts';
import { api } from '../../api/index.ts';

export const FEEDBACK_OPERATE = '/PTFeedback/Operate';

export const feedbackApi = {
  list: (body: F.FeedbackListBody) => api.post<F.FeedbackListData>('/PTFeedback/list', body),
  shops: (userCaseID: string) => api.post<F.ShopListData>('/PTFeedback/ShopList', { userCaseID }),
};
