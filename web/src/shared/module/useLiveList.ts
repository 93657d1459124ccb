/**
 * A module list of the open attempt, reloaded whenever the live channel announces a newer
 * stream version than the list shows (this tab, other tabs, policy timers).
 */
import { useEffect, useRef } from 'react';
import { useCaseStore } from '../../case/caseStore.ts';
import { useRemote } from '../useRemote.ts';

export const useLiveList = <T extends { version: number }>(load: () => Promise<T>) => {
  const remote = useRemote(load);
  const shown = useRef<number | null>(null);
  const { reload } = remote;
  useEffect(() => {
    shown.current = remote.data?.version ?? null;
  }, [remote.data]);
  useEffect(
    () =>
      useCaseStore.subscribe((s) => {
        if (shown.current !== null && s.liveVersion > shown.current) {
          shown.current = s.liveVersion;
          reload();
        }
      }),
    [reload],
  );
  return remote;
};
