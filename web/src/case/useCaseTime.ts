/** Times of the case on the case's own clock zone (from caseInfo), whatever the browser's zone. */
import { useCallback } from 'react';
import { formatZoned } from '../shared/format.ts';
import { useCaseStore } from './caseStore.ts';

export const useCaseZone = () => useCaseStore((s) => s.caseInfo?.utcOffset ?? 0);

export const useCaseTime = () => {
  const offset = useCaseZone();
  return useCallback((iso: string | null | undefined) => formatZoned(iso, offset), [offset]);
};
