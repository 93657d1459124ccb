/** Calls of /api/PTDispute (list, Detail, Upload, File; Operate goes through useOperate). */
import type * as D from '../../../../schemas/dispute/api.ts';
import type { EvidenceFile } from '../../../../schemas/dispute/domain.ts';
import { api } from '../../api/index.ts';

export const DISPUTE_OPERATE = '/PTDispute/Operate';

export const disputeApi = {
  list: (body: D.DisputeListBody) => api.post<D.DisputeListData>('/PTDispute/list', body),
  detail: (userCaseID: string, id: string) =>
    api.post<D.DisputeDetailData>('/PTDispute/Detail', { userCaseID, id }),
  upload: (userCaseID: string, file: File) => {
    const form = new FormData();
    form.set('userCaseID', userCaseID);
    form.set('file', file, file.name);
    return api.upload<Omit<EvidenceFile, 'caseFile'>>('/PTDispute/Upload', form);
  },
};
