/**
 * The attempt's evolve: folds an event into the attempt state (its own fields, then every module's
 * slice and the timers).
 */
import { produce, type Draft } from 'immer';
import type { Envelope } from '../core/envelope.ts';
import { MODULE_KEYS, moduleOf } from '../modules.ts';
import { evolveTimers } from '../policies/evolve.ts';
import { evolveFollowUpLog } from './followUpLog.ts';
import { pointKey, type AttemptState } from './state.ts';

/** Folds one event into a draft of the attempt state (attempt fields, timers, then every module). */
export const evolveDraft = (draft: Draft<AttemptState>, event: Envelope): void => {
  draft.version += 1;
  switch (event.type) {
    case 'AttemptStarted':
      draft.status = 'inProgress';
      draft.seed = event.data.seed;
      draft.mode = event.data.mode;
      draft.startedAt = event.metadata.now;
      draft.caseVersion = event.data.caseVersion ?? null;
      // Attempts stored before the clock waited for the task (no clockStarts) ran from here.
      if (event.data.clockStarts !== 'onTaskClosed') draft.clockStartedAt = event.metadata.now;
      break;
    case 'CaseClockStarted':
      draft.clockStartedAt = event.metadata.now;
      break;
    case 'HintOpened':
      draft.hints.push({ ...event.data });
      break;
    case 'ClientPointRecorded':
      draft.clientPoints.push({ ...event.data });
      break;
    case 'AttemptSubmitted':
      draft.status = 'submitted';
      draft.submittedAt = event.metadata.now;
      break;
    case 'PointReviewRequested':
      draft.reviewRequests[pointKey(event.data.pointID, event.data.sourceID)] = {
        note: event.data.note,
        at: event.metadata.now,
        answer: null,
      };
      break;
    case 'PointOverridden': {
      const key = pointKey(event.data.pointID, event.data.sourceID);
      // A teacher's decision on a point answers the student's request for it, if one waits.
      const asked = draft.reviewRequests[key];
      if (asked && !asked.answer)
        asked.answer = { reason: event.data.reason, by: event.data.by, at: event.metadata.now };
      if (event.data.earned === null) delete draft.overrides[key];
      else
        draft.overrides[key] = {
          earned: event.data.earned,
          reason: event.data.reason,
          by: event.data.by,
          at: event.metadata.now,
        };
      break;
    }
    case 'AttemptReviewed':
      draft.review = { ...event.data, at: event.metadata.now };
      break;
    case 'CaseVersionChanged':
      draft.caseVersion = event.data.to;
      break;
    case 'AttemptReset':
      // submittedAt stays: a submitted attempt that was reset keeps its analysis.
      draft.status = 'reset';
      break;
    case 'FollowUpLogSaved':
    case 'FollowUpLogDeleted':
      evolveFollowUpLog(draft.followUpLog, event);
      break;
    default:
      break;
  }
  evolveTimers(draft.timers, event);
  for (const key of MODULE_KEYS) moduleOf(key).evolve(draft[key], event);
};

/** evolve(state, event) → new state; the input state is never changed. */
export const evolve = (state: AttemptState, event: Envelope): AttemptState =>
  produce(state, (draft) => evolveDraft(draft, event));

/** Folds many events in one immer pass (replay of long logs). */
export const evolveAll = (state: AttemptState, events: readonly Envelope[]): AttemptState =>
  events.length === 0
    ? state
    : produce(state, (draft) => {
        for (const e of events) evolveDraft(draft, e);
      });
