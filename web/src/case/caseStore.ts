/** State of the case being worked on: its info, current page, and the live stream version. */
import { create } from 'zustand';
import type { CaseInfoData } from '../../../schemas/api/practice.ts';
import type { ModuleId, Page } from '../../../schemas/common.ts';
import type { ListChanges } from '../../../schemas/api/operate.ts';
import type { SocketStatus } from '../live/socket.ts';
import type { Change } from '../shared/module/catchUp.ts';
import type { SimClock } from '../shared/simClock.ts';

type CaseState = {
  caseInfo: CaseInfoData | null;
  page: Page | null;
  /** Latest stream version the server announced (welcome or events push). */
  liveVersion: number;
  /** The latest batches' list changes, as the replies and pushes told them (useLiveList). */
  changes: Change[];
  liveStatus: SocketStatus;
  /** What the case's scripted actors changed, in arrival order (shown once as a notice). */
  notices: Notice[];
  /** Changes per module the student has not looked at yet (badges on the menu). */
  unseen: Partial<Record<ModuleId, number>>;
  /** The attempt was reset (from another tab): read-only, the next attempt carries on. */
  resetTo: string | null;
  /** How often each module's menu entry was clicked while its page was open (back to its list). */
  reselected: Partial<Record<ModuleId, number>>;
  /** The case clock as last read from the server (ticks on in the browser), null before. */
  clock: CaseClock | null;
};

/** The case clock read at `fetchedAt` (real ms): sim time then, whether it runs (`speed` 0 until it does) and the case's speed. */
export type CaseClock = SimClock & { started: boolean; caseSpeed: number };

export type Notice = {
  /** Stream version of the event: unique within the attempt. */
  version: number;
  module: ModuleId;
  type: string;
  data: Record<string, unknown>;
};

const EMPTY: CaseState = {
  caseInfo: null,
  page: null,
  liveVersion: 0,
  changes: [],
  liveStatus: 'closed',
  notices: [],
  unseen: {},
  resetTo: null,
  reselected: {},
  clock: null,
};

export const useCaseStore = create<CaseState>()(() => ({ ...EMPTY }));

export const resetCaseStore = () => useCaseStore.setState({ ...EMPTY });

/** Records notices; a module the student is not on gets a badge count. */
export const addNotices = (list: Notice[], currentModule: ModuleId | undefined) =>
  useCaseStore.setState((s) => {
    const known = new Set(s.notices.map((n) => n.version));
    const fresh = list.filter((n) => !known.has(n.version));
    if (fresh.length === 0) return s;
    const unseen = { ...s.unseen };
    for (const n of fresh)
      if (n.module !== currentModule) unseen[n.module] = (unseen[n.module] ?? 0) + 1;
    return { notices: [...s.notices, ...fresh].slice(-50), unseen };
  });

/** The student clicked the entry of the module already open: its page goes back to its list. */
export const reselect = (module: ModuleId) =>
  useCaseStore.setState((s) => ({
    reselected: { ...s.reselected, [module]: (s.reselected[module] ?? 0) + 1 },
  }));

/** The student opened a module: its badge clears. */
export const markSeen = (module: ModuleId) =>
  useCaseStore.setState((s) => (s.unseen[module] ? { unseen: { ...s.unseen, [module]: 0 } } : s));

/**
 * A newer stream version is known (a push, or the reply to this tab's own command): lists that
 * show an older one reload once (useLiveList), however many sources announce it.
 */
export const announceVersion = (version: number) =>
  useCaseStore.setState((s) => (version > s.liveVersion ? { liveVersion: version } : s));

/** Batches of list changes kept: enough for the lists of a page to catch up. */
const CHANGES_KEPT = 100;

/**
 * A batch of events up to `version` and what it changed in the module lists (a command's reply or
 * a push; the same batch told twice is kept once): a list it did not touch stays as it is.
 */
export const announceChanges = (version: number, lists: ListChanges | undefined) => {
  if (lists && version > lists.from)
    useCaseStore.setState((s) =>
      s.changes.some((c) => c.from === lists.from && c.to === version)
        ? s
        : { changes: [...s.changes, { ...lists, to: version }].slice(-CHANGES_KEPT) },
    );
  announceVersion(version);
};
