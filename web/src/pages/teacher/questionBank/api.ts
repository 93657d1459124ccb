/**
 * Typed calls of /api/Teacher (schemas/api/questionBank.ts): the bank and its statistics, a
 * question file's import preview, the blank import templates.
 */
import type {
  QuestionBankData,
  QuestionImportPreviewData,
} from '../../../../../schemas/api/questionBank.ts';
import { api } from '../../../api/index.ts';

export const questionBankApi = {
  bank: () => api.post<QuestionBankData>('/Teacher/QuestionBank', {}),
  preview: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<QuestionImportPreviewData>('/Teacher/QuestionImportPreview', form);
  },
  template: (format: 'docx' | 'xlsx') => api.download('/Teacher/QuestionTemplate', { format }),
};
