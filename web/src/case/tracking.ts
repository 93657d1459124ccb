/**
 * Client tracking points (spec 4): a PointRequest goes out only when the (pointID, sourceID)
 * pair is among the points loaded for the current page (SearchPoint → pointData).
 */
import type { PointItem } from '../../../schemas/api/practice.ts';
import type { Page } from '../../../schemas/common.ts';
import { practiceApi } from '../api/endpoints.ts';
import { useSession } from '../session/session.ts';
import { useCaseStore } from './caseStore.ts';

export type PointRequest = {
  usercaseID: string;
  pointID: number;
  sourceID: number;
  page: Page;
  content: string;
};

export type TrackerDeps = {
  points: () => readonly PointItem[];
  usercaseID: () => string | null;
  page: () => Page | null;
  send: (body: PointRequest) => Promise<unknown>;
};

export const isTrackable = (points: readonly PointItem[], pointID: number, sourceID: number) =>
  points.some((p) => p.pointID === pointID && p.sourceID === sourceID);

/** Returns whether the point was sent; a failed send never disturbs the student. */
export const createTracker =
  (deps: TrackerDeps) =>
  (pointID: number, sourceID: number, content: string): boolean => {
    const usercaseID = deps.usercaseID();
    const page = deps.page();
    if (!usercaseID || !page || !isTrackable(deps.points(), pointID, sourceID)) return false;
    deps.send({ usercaseID, pointID, sourceID, page, content }).catch(() => undefined);
    return true;
  };

export const trackPoint = createTracker({
  points: () => useSession.getState().pointData,
  usercaseID: () => useSession.getState().usercaseID,
  page: () => useCaseStore.getState().page,
  send: (body) => practiceApi.pointRequest(body),
});
