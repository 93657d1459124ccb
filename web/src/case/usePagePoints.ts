/** On every route change in the case layout: the page's tracking points into pointData. */
import { useEffect } from 'react';
import { practiceApi } from '../api/endpoints.ts';
import { setPointData } from '../session/session.ts';
import type { ModuleEntry } from '../modules/registry.ts';
import { useCaseStore } from './caseStore.ts';

export const usePagePoints = (
  caseID: string | null,
  userCaseID: string | null,
  module: ModuleEntry | undefined,
) => {
  const page = module?.page ?? null;
  useEffect(() => {
    useCaseStore.setState({ page });
    setPointData([]);
    if (!caseID || !page) return;
    let live = true;
    // The attempt's case version's points (ADR 0023).
    const body = { caseID, page, ...(userCaseID ? { userCaseID } : {}) };
    practiceApi.searchPoint(body).then(
      (d) => live && setPointData(d.list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [caseID, userCaseID, page]);
};
