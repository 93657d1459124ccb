/** Typed call of /api/Teacher/QuestionBank (schemas/api/questionBank.ts): the bank and its statistics. */
import type { QuestionBankData } from '../../../../../schemas/api/questionBank.ts';
import { api } from '../../../api/index.ts';

export const questionBankApi = {
  bank: () => api.post<QuestionBankData>('/Teacher/QuestionBank', {}),
};
