/**
 * A module list of the open attempt, reloaded whenever the live channel announces a newer
 * stream version than the list shows (this tab, other tabs, policy timers), including one
 * announced while the list's own load was on its way.
 */
import { useEffect, useRef } from 'react';
import { useCaseStore } from '../../case/caseStore.ts';
import { useRemote } from '../useRemote.ts';

export const useLiveList = <T extends { version: number }>(load: () => Promise<T>) => {
  const remote = useRemote(load);
  const shown = useRef<number | null>(null);
  const { reload } = remote;
  useEffect(() => {
    const version = remote.data?.version ?? null;
    shown.current = version;
    // A newer version announced while this load was on its way (a timer fired just after the
    // read): the list it brought is already stale, so load again.
    const live = useCaseStore.getState().liveVersion;
    if (version !== null && live > version) {
      shown.current = live;
      reload();
    }
  }, [remote.data, reload]);
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
