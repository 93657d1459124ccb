/** Calls of /api/PTChat (the reads; commands go through useOperate). */
import type * as C from '../../../../schemas/chat/api.ts';
import { api } from '../../api/index.ts';

export const CHAT_PATHS = {
  conversation: '/PTChat/Conversation',
  config: '/PTChat/Config',
  autoReply: '/PTChat/AutoReplyConfig',
  quickPhrases: '/PTChat/QuickPhrasesConfig',
  joinGroup: '/PTChat/JoinGroup',
} as const;

export const chatApi = {
  list: (body: C.CustomerListBody) => api.post<C.CustomerListData>('/PTChat/CustomerList', body),
  detail: (userCaseID: string, buyer: string) =>
    api.post<C.DetailData>('/PTChat/Detail', { userCaseID, buyer }),
  init: (userCaseID: string) => api.post<C.InitData>('/PTChat/Init', { userCaseID }),
  selectList: (userCaseID: string) =>
    api.post<C.SelectListData>('/PTChat/SelectList', { userCaseID }),
};
