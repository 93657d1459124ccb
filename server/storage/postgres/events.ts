/** Event store and attempts on PostgreSQL. The `*Tx` functions run inside Db.tx. */
import {
  ATTEMPT_COLUMNS,
  PG_EVENT_COLUMNS,
  storedEvents,
  toAttempt,
  toAttemptFromArray,
  toEvent,
} from '../rows.ts';
import { AttemptStatusError, DuplicateError, VersionConflictError } from '../types.ts';
import type { Attempt, AttemptUpdate, NewEvent, ResetOf, StoredEvent } from '../types.ts';
import { latestFirst } from '../attemptOrder.ts';
import { APPEND_LOCK, uniqueViolation } from './db.ts';
import type { Db, Q } from './db.ts';

export async function streamVersion(q: Q, streamId: string): Promise<number> {
  const row = await q.one(
    'SELECT coalesce(max(version), 0) AS v FROM events WHERE stream_id = $1',
    [streamId],
  );
  return Number(row?.v ?? 0);
}

async function appendTx(
  q: Q,
  streamId: string,
  expectedVersion: number,
  events: NewEvent[],
): Promise<StoredEvent[]> {
  const actual = await streamVersion(q, streamId);
  if (actual !== expectedVersion) {
    throw new VersionConflictError(streamId, expectedVersion, actual);
  }
  if (events.length === 0) return [];
  const payload = JSON.stringify(
    events.map((e) => ({ type: e.type, data: e.data ?? null, metadata: e.metadata })),
  );
  const rows = await q.rows(
    `INSERT INTO events (stream_id, version, type, data, metadata)
     SELECT $1, $2::integer + t.ord, t.e->>'type', t.e->'data', t.e->'metadata'
     FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS t(e, ord)
     ORDER BY t.ord
     RETURNING position, version`,
    [streamId, expectedVersion, payload],
  );
  const keys = rows
    .map((r) => ({ version: Number(r.version), position: Number(r.position) }))
    .sort((a, b) => a.version - b.version);
  return storedEvents(streamId, events, keys);
}

/** After an update changed no row: the attempt is missing, or its status refused the change. */
async function refusedUpdate(q: Q, id: string): Promise<Error> {
  const row = await q.one('SELECT status FROM attempts WHERE id = $1', [id]);
  return row
    ? new AttemptStatusError(id, String(row.status) as Attempt['status'])
    : new Error(`attempt not found: ${id}`);
}

async function updateAttemptTx(q: Q, u: AttemptUpdate): Promise<void> {
  const n = await q.run(
    `UPDATE attempts SET
       status = $2,
       score = CASE WHEN $3::boolean THEN $4::double precision ELSE score END,
       passed = CASE WHEN $5::boolean THEN $6::boolean ELSE passed END,
       submitted_at = CASE WHEN $7::boolean THEN $8::timestamptz ELSE submitted_at END,
       case_version = coalesce($9::text, case_version)
     WHERE id = $1 AND (status <> 'reset' OR ($2 = 'reset' AND submitted_at IS NOT NULL))`,
    [
      u.id,
      u.status,
      u.score !== undefined,
      u.score ?? null,
      u.passed !== undefined,
      u.passed ?? null,
      u.submittedAt !== undefined,
      u.submittedAt ?? null,
      u.caseVersion ?? null,
    ],
  );
  if (n !== 1) throw await refusedUpdate(q, u.id);
}

/** Turns a unique violation on events into VersionConflictError (read after rollback). */
async function conflictOr(
  db: Db,
  err: unknown,
  streamId: string,
  expected: number,
): Promise<unknown> {
  if (uniqueViolation(err) !== 'events_stream_version') return err;
  return new VersionConflictError(streamId, expected, await streamVersion(db, streamId));
}

export async function appendEvents(
  db: Db,
  streamId: string,
  expectedVersion: number,
  events: NewEvent[],
  attempt?: AttemptUpdate,
): Promise<StoredEvent[]> {
  try {
    return await db.tx(async (q) => {
      await q.run('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      const stored = await appendTx(q, streamId, expectedVersion, events);
      if (attempt) await updateAttemptTx(q, attempt);
      return stored;
    });
  } catch (err) {
    throw await conflictOr(db, err, streamId, expectedVersion);
  }
}

export const readStream = async (db: Db, streamId: string, afterVersion = 0) =>
  (
    await db.rows(
      `SELECT ${PG_EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version > $2 ORDER BY version`,
      [streamId, afterVersion],
    )
  ).map(toEvent);

export const readAll = async (db: Db, afterPosition: number, limit: number) =>
  (
    await db.rows(
      `SELECT ${PG_EVENT_COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
      [afterPosition, Math.max(0, Math.floor(limit))],
    )
  ).map(toEvent);

export async function createAttempt(
  db: Db,
  a: Attempt,
  firstEvents: NewEvent[],
  reset?: ResetOf,
): Promise<StoredEvent[]> {
  try {
    return await db.tx(async (q) => {
      await q.run('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      if (reset !== undefined) {
        await appendTx(q, reset.id, reset.expectedVersion, reset.events);
        const n = await q.run(
          "UPDATE attempts SET status = 'reset' WHERE id = $1 AND status <> 'reset'",
          [reset.id],
        );
        if (n !== 1) throw await refusedUpdate(q, reset.id);
      }
      await q.run(
        `INSERT INTO attempts (${ATTEMPT_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          a.id,
          a.userId,
          a.caseId,
          a.mode,
          a.seed,
          a.status,
          a.score,
          a.passed,
          a.startedAt,
          a.submittedAt,
          a.caseVersion,
        ],
      );
      return appendTx(q, a.id, 0, firstEvents);
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'attempts_pkey') throw new DuplicateError(`attempt id ${a.id}`);
    if (constraint === 'attempts_one_in_progress') throw new DuplicateError('in-progress attempt');
    throw await conflictOr(db, err, a.id, 0);
  }
}

export async function getAttempt(db: Db, id: string): Promise<Attempt | null> {
  const row = await db.one(`SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE id = $1`, [id]);
  return row ? toAttempt(row) : null;
}

export const listOpenAttempts = async (db: Db) =>
  (
    await db.rows(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE status = 'inProgress'
       ORDER BY started_at, id COLLATE "C"`,
      [],
    )
  ).map(toAttempt);

export const listAttempts = async (db: Db, userId: string, includeReset = false) =>
  (
    await db.rows(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts
       WHERE user_id = $1 AND ($2::boolean OR status <> 'reset')
       ORDER BY started_at DESC, id COLLATE "C" DESC`,
      [userId, includeReset],
    )
  ).map(toAttempt);

/**
 * A timestamptz as UTC text, the server's plainest output ('2026-03-02 01:00:00.5': no zone,
 * trailing zeros dropped): to_char's ISO format cost the server more than the rest of the read.
 */
const utcText = (col: string) => `(${col} AT TIME ZONE 'UTC')::text AS ${col}`;
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d+))?$/;
/** utcText's output as the canonical ISO text (what toAttempt makes of a Date): milliseconds, Z. */
export const isoOfUtcText = (t: string): string => {
  const m = UTC_TEXT.exec(t);
  if (!m) return new Date(`${t}Z`).toISOString();
  return `${m[1]}T${m[2]}.${((m[3] ?? '') + '000').slice(0, 3)}Z`;
};
/**
 * ATTEMPT_COLUMNS with the times as UTC text: a class's attempts are thousands of rows, and
 * parsing each time into a Date to write it back as text was a third of the read.
 */
const ATTEMPT_COLUMNS_UTC = ATTEMPT_COLUMNS.replace('started_at', utcText('started_at')).replace(
  'submitted_at',
  utcText('submitted_at'),
);
/** An attempt from a row read as an array of ATTEMPT_COLUMNS_UTC (its times rewritten in place). */
const fromUtcArray = (r: unknown[]): Attempt => {
  r[8] = isoOfUtcText(String(r[8]));
  if (r[9] != null) r[9] = isoOfUtcText(String(r[9]));
  return toAttemptFromArray(r);
};

export const listAttemptsOfUsers = async (
  db: Db,
  userIds: readonly string[],
  includeReset = false,
) =>
  userIds.length === 0
    ? []
    : latestFirst(
        (
          await db.arrays(
            `SELECT ${ATTEMPT_COLUMNS_UTC} FROM attempts
           WHERE user_id = ANY($1::text[]) AND ($2::boolean OR status <> 'reset')`,
            [[...userIds], includeReset],
          )
        ).map(fromUtcArray),
      );

export const listAttemptsOfCase = async (db: Db, caseId: string) =>
  (
    await db.rows(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE case_id = $1
       ORDER BY started_at, id COLLATE "C"`,
      [caseId],
    )
  ).map(toAttempt);
