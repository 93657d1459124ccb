/** Calls of /api/PTClaimant (list; Add and Operate go through useOperate). */
import type * as C from '../../../../schemas/claim/api.ts';
import { api } from '../../api/index.ts';

export const CLAIM_ADD = '/PTClaimant/Add';
export const CLAIM_OPERATE = '/PTClaimant/Operate';

export const claimApi = {
  list: (body: C.ClaimListBody) => api.post<C.ClaimListData>('/PTClaimant/list', body),
};
