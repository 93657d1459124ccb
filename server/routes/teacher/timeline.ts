/**
 * An attempt's events as a teacher reads them, pure: each a sentence (its message key and values,
 * timelineSentences.ts) with the ids named (timelineNames.ts), the actor the event is by (a
 * buyer's mail is the buyer's though a student's command brought it on), bookkeeping marked
 * internal, and the time: sim time on the case's clock while the attempt is played; the real
 * time for a teacher's events and anything after the submission (a review request), when the
 * sim clock no longer runs.
 */
import { simTimeOf, type Envelope } from '../../../engine/index.ts';
import { MODULE_EVENT_DATA, SCHEMA_MODULES } from '../../../schemas/modules.ts';
import type { TimelineEntry } from '../../../schemas/api/timeline.ts';
import type { Scenario } from '../../../schemas/scenario.ts';
import { namesOf } from './timelineNames.ts';
import { describe } from './timelineSentences.ts';

/** Event type → the module whose locale file holds its sentence. */
const MODULE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(SCHEMA_MODULES).flatMap(([id, m]) =>
    Object.keys(m.events).map((type) => [type, id] as const),
  ),
);

/** The message key of an event type's sentence. */
export const sentenceKey = (type: string) =>
  `${type in MODULE_EVENT_DATA ? MODULE_OF.get(type) : 'teacher'}.event.${type}`;

/** Events stamped with the real time whatever comes before them. */
const REAL_TIME = new Set(['PointOverridden', 'AttemptReviewed', 'CaseVersionChanged']);

/** The buyers, stores and counterparties by name as they stand after these events. */
export const idNames = (scenario: Scenario, events: readonly Envelope[]) => {
  const names = namesOf(scenario);
  for (const e of events) names.learn(e);
  return names.all();
};

/** The attempt's events, oldest first, as the teacher's timeline. */
export const timeline = (
  scenario: Scenario,
  startedAt: string | null,
  events: readonly Envelope[],
): TimelineEntry[] => {
  const names = namesOf(scenario);
  let submitted = false;
  return events.map((e, i) => {
    const { params, actor, internal } = describe(e, names);
    names.learn(e);
    const real = submitted || REAL_TIME.has(e.type) || e.metadata.actor.kind === 'teacher';
    if (e.type === 'AttemptSubmitted') submitted = true;
    return {
      version: i + 1,
      type: e.type,
      at: real ? e.metadata.now : simTimeOf(scenario.clock, startedAt, e.metadata.now),
      clock: real ? 'real' : 'sim',
      actor: actor ?? e.metadata.actor.kind,
      internal: internal ?? false,
      sentence: { key: sentenceKey(e.type), params },
      data: e.data,
    };
  });
};
