/**
 * A module list of the open attempt, kept current as the stream moves on (this tab's commands,
 * other tabs, policy timers), including a version announced while the list's own load was on its
 * way. With its `key` (`orders.list`, `chat.detail:b1`: server/routes/listChanges.ts) it follows
 * the announced list changes: a batch that did not touch it leaves it as it is (counted current
 * at the new version, which its commands send as their expected version), a batch that carried
 * its new contents shows them, and only a batch that touched it otherwise reloads it. Without a
 * key, any newer version reloads it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useCaseStore } from '../../case/caseStore.ts';
import { useRemote } from '../useRemote.ts';
import { catchUp, type CatchUp } from './catchUp.ts';

export const useLiveList = <T extends { version: number }>(
  load: () => Promise<T>,
  key?: string,
) => {
  const remote = useRemote(load);
  const { reload, put, data } = remote;
  const { liveVersion, changes } = useCaseStore(
    useShallow((s) => ({ liveVersion: s.liveVersion, changes: s.changes })),
  );
  const next = useMemo((): CatchUp | null => {
    if (!data || liveVersion <= data.version) return null;
    return key ? catchUp(data.version, key, changes, liveVersion) : { reload: true };
  }, [data, key, changes, liveVersion]);
  /** The data and version a reload was asked for: once each. */
  const asked = useRef<{ of: T | null; live: number }>({ of: null, live: -1 });
  useEffect(() => {
    if (!next || !data) return;
    if (next.reload) {
      if (asked.current.of === data && asked.current.live >= liveVersion) return;
      asked.current = { of: data, live: liveVersion };
      reload();
    } else if (next.contents !== undefined) put(next.contents as T);
  }, [next, data, liveVersion, reload, put]);
  const shown = useMemo(
    () =>
      data && next && !next.reload && next.version > data.version
        ? { ...data, version: next.version }
        : data,
    [data, next],
  );
  return { ...remote, data: shown };
};
