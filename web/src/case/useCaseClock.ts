/**
 * The case clock in the browser: read from the server when the case opens (and once a minute, to
 * stay in step), ticking on between reads. It waits for the student to read the task: while it
 * stands, the task opens, and closing it the first time starts the clock (StartClock).
 */
import { useEffect } from 'react';
import type { SyncTimeData } from '../../../schemas/api/practice.ts';
import { practiceApi } from '../api/endpoints.ts';
import { useCaseStore, type CaseClock } from './caseStore.ts';
import { useToolbox } from './toolboxStore.ts';

const RESYNC_MS = 60_000;

export const clockOf = (d: SyncTimeData, fetchedAt: number): CaseClock => {
  const started = d.clockStartedAt !== null;
  return {
    simNow: d.simTime,
    speed: started ? d.speed : 0,
    caseSpeed: d.speed,
    started,
    fetchedAt,
  };
};

const setClock = (d: SyncTimeData) => useCaseStore.setState({ clock: clockOf(d, Date.now()) });

/** Keeps the case store's clock for the attempt; opens the task while the clock still waits. */
export const useCaseClock = (userCaseID: string | null) => {
  useEffect(() => {
    if (!userCaseID) return;
    let live = true;
    const sync = (first: boolean) =>
      practiceApi.syncTime(userCaseID).then(
        (d) => {
          if (!live) return;
          setClock(d);
          if (first && d.clockStartedAt === null) useToolbox.setState({ taskOpen: true });
        },
        () => undefined,
      );
    void sync(true);
    const id = window.setInterval(() => void sync(false), RESYNC_MS);
    return () => {
      live = false;
      window.clearInterval(id);
    };
  }, [userCaseID]);
};

/** The student closed the task: the first time, the case clock starts. */
export const startCaseClock = async (userCaseID: string | null) => {
  if (!userCaseID || useCaseStore.getState().clock?.started) return;
  try {
    setClock(await practiceApi.startClock(userCaseID));
  } catch {
    // the API client has shown the reason
  }
};
