/**
 * One event of an attempt as a teacher reads it (server/routes/teacher/timeline.ts): who did it
 * (the actor derived from the event, not only who sent the command), when (sim time on the case's
 * clock, or the real time of a teacher's or a submitted attempt's event), and a sentence — an
 * i18n key with its values resolved: names for buyer and store ids, message keys for statuses,
 * text by language for what buyers and the platform say, instants for the case's zone.
 */
import { Type, type Static } from 'typebox';
import { LocalText } from '../common.ts';

/** Who an event is by, as a teacher reads it. */
export const TIMELINE_ACTORS = [
  'student',
  'buyer',
  'platform',
  'counterparty',
  'system',
  'teacher',
] as const satisfies readonly TimelineActor[];
export const TimelineActor = Type.Union([
  Type.Literal('student'),
  Type.Literal('buyer'),
  Type.Literal('platform'),
  Type.Literal('counterparty'),
  Type.Literal('system'),
  Type.Literal('teacher'),
]);
export type TimelineActor = Static<typeof TimelineActor>;

/**
 * A value of a sentence: a word or number as it is, a message key the viewer's language
 * translates (a status, a carrier) or a list of them, text by language, or an instant shown on the case's clock.
 */
export const SentenceValue = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Object({ t: Type.String() }, { additionalProperties: false }),
  /** Message keys, each translated, as a list. */
  Type.Object({ ts: Type.Array(Type.String()) }, { additionalProperties: false }),
  Type.Object({ text: LocalText }, { additionalProperties: false }),
  Type.Object({ time: Type.String() }, { additionalProperties: false }),
]);
export type SentenceValue = Static<typeof SentenceValue>;

export const TimelineEntry = Type.Object({
  /** Position in the attempt's stream. */
  version: Type.Integer(),
  type: Type.String(),
  /** When: sim time on the case's clock, or (clock: real) the real instant it was recorded. */
  at: Type.String(),
  clock: Type.Union([Type.Literal('sim'), Type.Literal('real')]),
  actor: TimelineActor,
  /** Bookkeeping (timers, scripts' moves, tracking points): hidden unless asked for. */
  internal: Type.Boolean(),
  /** The sentence's message key and its values; a value named as a data field stands for it. */
  sentence: Type.Object({
    key: Type.String(),
    params: Type.Record(Type.String(), SentenceValue),
  }),
  data: Type.Unknown(),
});
export type TimelineEntry = Static<typeof TimelineEntry>;
