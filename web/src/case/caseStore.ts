/** State of the case being worked on: its info, current page, and the live stream version. */
import { create } from 'zustand';
import type { CaseInfoData } from '../../../schemas/api/practice.ts';
import type { Page } from '../../../schemas/common.ts';
import type { SocketStatus } from '../live/socket.ts';

type CaseState = {
  caseInfo: CaseInfoData | null;
  page: Page | null;
  /** Latest stream version the server announced (welcome or events push). */
  liveVersion: number;
  liveStatus: SocketStatus;
};

export const useCaseStore = create<CaseState>()(() => ({
  caseInfo: null,
  page: null,
  liveVersion: 0,
  liveStatus: 'closed',
}));

export const resetCaseStore = () =>
  useCaseStore.setState({ caseInfo: null, page: null, liveVersion: 0, liveStatus: 'closed' });
