/** The student's cases from /api/PracticeTraining/CaseList, reloadable. */
import { useCallback } from 'react';
import type { CaseType, ModuleId } from '../../../schemas/common.ts';
import { practiceApi } from '../api/endpoints.ts';
import { useRemote } from './useRemote.ts';

export const useCaseList = (filter: { caseType?: CaseType; caseModule?: ModuleId } = {}) => {
  const { caseType, caseModule } = filter;
  const load = useCallback(
    () =>
      practiceApi.caseList({
        ...(caseType ? { caseType } : {}),
        ...(caseModule ? { caseModule } : {}),
      }),
    [caseType, caseModule],
  );
  const { data, loading, failed, reload } = useRemote(load);
  return { list: data?.list ?? [], loading, failed, reload };
};
