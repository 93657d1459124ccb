/**
 * Events as stored (an event with its metadata: time and actor) and what a decide returns (events
 * or a rejection with a message key).
 */
import type { DomainEvent } from '../../schemas/events.ts';

export type ActorKind = 'student' | 'teacher' | 'system';
export type Actor = { kind: ActorKind; id: string };

/** Who did it and when. `now` is an ISO instant passed in; the engine never reads a clock. */
export type Metadata = { now: string; actor: Actor };

/** An event as it travels: its type, data and metadata. */
export type Envelope<E extends DomainEvent = DomainEvent> = E & { metadata: Metadata };

/** A command the engine refused: an i18n message key (and values for it); no event results. */
export type Params = Record<string, string | number>;
/** A refused row of an import file: nothing of the file is written. */
export type RowError = { row: number; column: string; messageKey: string; params?: Params };

export type Rejection = {
  rejected: true;
  messageKey: string;
  params?: Params;
  rows?: RowError[];
};

export type Decision = DomainEvent[] | Rejection;

export const reject = (messageKey: string, params?: Record<string, string | number>): Rejection =>
  params ? { rejected: true, messageKey, params } : { rejected: true, messageKey };

export const rejectRows = (rows: RowError[]): Rejection => ({
  rejected: true,
  messageKey: 'import.error.rows',
  params: { count: rows.length },
  rows,
});

export const isRejection = <T>(d: T | Rejection): d is Rejection =>
  typeof d === 'object' && d !== null && 'rejected' in d && d.rejected === true;
