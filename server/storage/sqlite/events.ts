/** Event store and attempts on SQLite. The `*Tx` functions expect a surrounding transaction. */
import {
  ATTEMPT_COLUMNS,
  EVENT_COLUMNS,
  isoInstant,
  isoOrNull,
  jsonText,
  storedEvents,
  toAttempt,
  toAttemptFromArray,
  toEvent,
} from '../rows.ts';
import { AttemptStatusError, DuplicateError, VersionConflictError } from '../types.ts';
import type { Attempt, AttemptUpdate, NewEvent, ResetOf, StoredEvent } from '../types.ts';
import { latestFirst } from '../attemptOrder.ts';
import { uniqueViolation } from './db.ts';
import type { Db } from './db.ts';

export function streamVersion(db: Db, streamId: string): number {
  const row = db.get(
    'SELECT coalesce(max(version), 0) AS v FROM events WHERE stream_id = ?',
    streamId,
  );
  return Number(row?.v ?? 0);
}

export function appendTx(
  db: Db,
  streamId: string,
  expectedVersion: number,
  events: NewEvent[],
): StoredEvent[] {
  const actual = streamVersion(db, streamId);
  if (actual !== expectedVersion) {
    throw new VersionConflictError(streamId, expectedVersion, actual);
  }
  const keys = events.map((e, i) => {
    const version = expectedVersion + i + 1;
    try {
      const row = db.get(
        'INSERT INTO events (stream_id, version, type, data, metadata) VALUES (?, ?, ?, ?, ?) RETURNING position',
        streamId,
        version,
        e.type,
        jsonText(e.data),
        jsonText(e.metadata),
      );
      return { version, position: Number(row?.position) };
    } catch (err) {
      if (uniqueViolation(err)) {
        throw new VersionConflictError(streamId, expectedVersion, streamVersion(db, streamId));
      }
      throw err;
    }
  });
  return storedEvents(streamId, events, keys);
}

/** After an update changed no row: the attempt is missing, or its status refused the change. */
function refusedUpdate(db: Db, id: string): Error {
  const row = db.get('SELECT status FROM attempts WHERE id = ?', id);
  return row
    ? new AttemptStatusError(id, String(row.status) as Attempt['status'])
    : new Error(`attempt not found: ${id}`);
}

export function updateAttemptTx(db: Db, u: AttemptUpdate): void {
  const { changes } = db.run(
    `UPDATE attempts SET
       status = ?,
       score = CASE WHEN ? THEN ? ELSE score END,
       passed = CASE WHEN ? THEN ? ELSE passed END,
       submitted_at = CASE WHEN ? THEN ? ELSE submitted_at END,
       case_version = coalesce(?, case_version)
     WHERE id = ? AND (status <> 'reset' OR (? = 'reset' AND submitted_at IS NOT NULL))`,
    u.status,
    u.score !== undefined ? 1 : 0,
    u.score ?? null,
    u.passed !== undefined ? 1 : 0,
    u.passed == null ? null : u.passed ? 1 : 0,
    u.submittedAt !== undefined ? 1 : 0,
    isoOrNull(u.submittedAt),
    u.caseVersion ?? null,
    u.id,
    // A reset attempt takes only its grading, and only if it was submitted.
    u.status,
  );
  if (changes !== 1) throw refusedUpdate(db, u.id);
}

export function appendEvents(
  db: Db,
  streamId: string,
  expectedVersion: number,
  events: NewEvent[],
  attempt?: AttemptUpdate,
): StoredEvent[] {
  return db.tx(() => {
    const stored = appendTx(db, streamId, expectedVersion, events);
    if (attempt) updateAttemptTx(db, attempt);
    return stored;
  });
}

export const readStream = (db: Db, streamId: string, afterVersion = 0): StoredEvent[] =>
  db
    .all(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND version > ? ORDER BY version`,
      streamId,
      afterVersion,
    )
    .map(toEvent);

export const readAll = (db: Db, afterPosition: number, limit: number): StoredEvent[] =>
  db
    .all(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      afterPosition,
      Math.max(0, Math.floor(limit)),
    )
    .map(toEvent);

export function createAttempt(
  db: Db,
  a: Attempt,
  firstEvents: NewEvent[],
  reset?: ResetOf,
): StoredEvent[] {
  return db.tx(() => {
    if (reset !== undefined) {
      appendTx(db, reset.id, reset.expectedVersion, reset.events);
      const { changes } = db.run(
        "UPDATE attempts SET status = 'reset' WHERE id = ? AND status <> 'reset'",
        reset.id,
      );
      if (changes !== 1) throw refusedUpdate(db, reset.id);
    }
    try {
      db.run(
        `INSERT INTO attempts (${ATTEMPT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        a.id,
        a.userId,
        a.caseId,
        a.mode,
        a.seed,
        a.status,
        a.score,
        a.passed == null ? null : a.passed ? 1 : 0,
        isoInstant(a.startedAt),
        isoOrNull(a.submittedAt),
        a.caseVersion,
      );
    } catch (err) {
      const msg = uniqueViolation(err);
      if (msg) {
        throw new DuplicateError(
          msg.includes('attempts.id') ? `attempt id ${a.id}` : 'in-progress attempt',
        );
      }
      throw err;
    }
    return appendTx(db, a.id, 0, firstEvents);
  });
}

export function getAttempt(db: Db, id: string): Attempt | null {
  const row = db.get(`SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE id = ?`, id);
  return row ? toAttempt(row) : null;
}

export const listOpenAttempts = (db: Db): Attempt[] =>
  db
    .all(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE status = 'inProgress'
       ORDER BY started_at, id`,
    )
    .map(toAttempt);

export const listAttempts = (db: Db, userId: string, includeReset = false): Attempt[] =>
  db
    .all(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts
       WHERE user_id = ? AND (? OR status <> 'reset')
       ORDER BY started_at DESC, id DESC`,
      userId,
      includeReset ? 1 : 0,
    )
    .map(toAttempt);

/**
 * One statement whatever the number of ids (a JSON array), so the statement cache stays small;
 * rows read as arrays (a class with its attempt history is thousands of rows) and sorted here
 * (attemptOrder.ts).
 */
export const listAttemptsOfUsers = (
  db: Db,
  userIds: readonly string[],
  includeReset = false,
): Attempt[] =>
  userIds.length === 0
    ? []
    : latestFirst(
        db
          .arrays(
            `SELECT ${ATTEMPT_COLUMNS} FROM attempts
           WHERE user_id IN (SELECT value FROM json_each(?)) AND (? OR status <> 'reset')`,
            JSON.stringify(userIds),
            includeReset ? 1 : 0,
          )
          .map(toAttemptFromArray),
      );

export const listAttemptsOfCase = (db: Db, caseId: string): Attempt[] =>
  db
    .all(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE case_id = ? ORDER BY started_at, id`,
      caseId,
    )
    .map(toAttempt);
