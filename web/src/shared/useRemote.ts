/**
 * Data loaded from the API for the current inputs: `load` is a memoised callback, so new inputs
 * mean a new load. Loading is derived (no state set inside the effect); a late answer to an old
 * load is dropped; the last data stays visible while the next load runs.
 */
import { useCallback, useEffect, useState } from 'react';

type Loaded<T> = {
  load: unknown;
  tick: number;
  data: T | null;
  failed: boolean;
  /** Why the last load failed (an ApiRequestError from the API client), else null. */
  error: unknown;
};

export const useRemote = <T>(load: () => Promise<T>) => {
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<Loaded<T>>({
    load: null,
    tick: -1,
    data: null,
    failed: false,
    error: null,
  });

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ load, tick, data, failed: false, error: null }),
      (error: unknown) => live && setState((s) => ({ ...s, load, tick, failed: true, error })),
    );
    return () => {
      live = false;
    };
  }, [load, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  /** Shows newer data the page received otherwise (a command's reply carried it): no request. */
  const put = useCallback((data: T) => setState((s) => ({ ...s, data })), []);
  return {
    data: state.data,
    failed: state.failed,
    error: state.error,
    loading: state.load !== load || state.tick !== tick,
    reload,
    put,
  };
};
