/** Calls of /api/PTClaimant (list, Upload, File; Add and Operate go through useOperate). */
import type * as C from '../../../../schemas/claim/api.ts';
import type { EvidenceFile } from '../../../../schemas/evidenceFiles.ts';
import { api } from '../../api/index.ts';

export const CLAIM_ADD = '/PTClaimant/Add';
export const CLAIM_OPERATE = '/PTClaimant/Operate';

export const claimApi = {
  list: (body: C.ClaimListBody) => api.post<C.ClaimListData>('/PTClaimant/list', body),
  upload: (userCaseID: string, file: File) => {
    const form = new FormData();
    form.set('userCaseID', userCaseID);
    form.set('file', file, file.name);
    return api.upload<Omit<EvidenceFile, 'caseFile'>>('/PTClaimant/Upload', form);
  },
  file: (userCaseID: string, id: string) => api.download('/PTClaimant/File', { userCaseID, id }),
};
