/** An attempt as a list route sees it: the case's scenario and the current state. */
import type { AttemptState } from '../../engine/index.ts';
import type { Scenario } from '../../schemas/scenario.ts';

/** What a module's list view reads: the case and the attempt's state as it stands. */
export type View = { scenario: Scenario; state: AttemptState };
