import type { Scenario } from '../../schemas/scenario.ts';
import { ENGINE_MODULES, type ModuleKey, type ModuleStates } from '../modules.ts';

export type ClientPoint = { pointID: number; sourceID: number; page: string; content: string };

/** The whole state of one attempt: its own status plus one slice per engine module. */
export type AttemptState = ModuleStates & {
  /** Only 'inProgress' accepts commands; 'submitted' and 'reset' are read-only (decide.ts). */
  status: 'notStarted' | 'inProgress' | 'submitted' | 'reset';
  mode: 'practice' | 'exam';
  seed: number;
  startedAt: string | null;
  submittedAt: string | null;
  clientPoints: ClientPoint[];
  /** Number of events folded in: the stream version this state reflects. */
  version: number;
};

export const initialState = (scenario: Scenario): AttemptState => {
  const slices = Object.fromEntries(
    (Object.keys(ENGINE_MODULES) as ModuleKey[]).map((k) => [k, ENGINE_MODULES[k].init(scenario)]),
  ) as ModuleStates;
  return {
    ...slices,
    status: 'notStarted',
    mode: 'practice',
    seed: 0,
    startedAt: null,
    submittedAt: null,
    clientPoints: [],
    version: 0,
  };
};
