/** Calls of /api/PTMail (List, InboxType; Send and Operate go through useOperate). */
import type * as M from '../../../../schemas/mail/api.ts';
import { api } from '../../api/index.ts';

export const MAIL_SEND = '/PTMail/Send';
export const MAIL_OPERATE = '/PTMail/Operate';

export const mailApi = {
  list: (body: M.MailListBody) => api.post<M.MailListData>('/PTMail/List', body),
  inboxType: (userCaseID: string) => api.post<M.InboxTypeData>('/PTMail/InboxType', { userCaseID }),
};
