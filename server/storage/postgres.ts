/**
 * PostgreSQL adapter (pg Pool). Multi-statement writes run on one client inside
 * BEGIN … COMMIT; event appends are serialised by a transaction-level advisory lock
 * (see postgres/db.ts), and unique violations map to VersionConflictError / DuplicateError.
 */
import { postgresMigrations } from './migrations.ts';
import {
  CASE_COLUMNS,
  CLASS_COLUMNS,
  SESSION_COLUMNS,
  USER_COLUMNS,
  toCase,
  toClass,
  toSchool,
  toSession,
  toUser,
} from './rows.ts';
import { MIGRATE_LOCK, openDb, uniqueViolation } from './postgres/db.ts';
import type { Db } from './postgres/db.ts';
import { caseVersionMethods } from './postgres/caseVersions.ts';
import { courseStudyMethods } from './postgres/courseStudy.ts';
import { ratesMethods } from './postgres/rates.ts';
import { draftMethods } from './postgres/drafts.ts';
import { noteMethods } from './postgres/notes.ts';
import * as ev from './postgres/events.ts';
import { orgMethods } from './postgres/org.ts';
import { staffMethods } from './postgres/staff.ts';
import { examMethods } from './postgres/exams.ts';
import { theoryMethods } from './postgres/theory.ts';
import { uploadMethods } from './postgres/uploads.ts';
import { DuplicateError } from './types.ts';
import type { Storage } from './types.ts';

async function migrate(db: Db): Promise<void> {
  await db.tx(async (q) => {
    await q.run('SELECT pg_advisory_xact_lock($1)', [MIGRATE_LOCK]);
    await q.run(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await q.rows('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => Number(r.version)));
    for (const m of postgresMigrations) {
      if (applied.has(m.version)) continue;
      await q.run(m.sql);
      await q.run('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
    }
  });
}

/** Runs a write, turning a unique violation into DuplicateError(what(constraint)). */
async function write(
  db: Db,
  what: (constraint: string) => string,
  sql: string,
  params: unknown[],
): Promise<void> {
  try {
    await db.run(sql, params);
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint !== null) throw new DuplicateError(what(constraint));
    throw err;
  }
}

export function openPostgres(url: string): Storage {
  const db = openDb(url);
  return {
    kind: 'postgres',
    migrate: () => migrate(db),
    close: () => db.close(),

    appendEvents: (streamId, expectedVersion, events, attempt) =>
      ev.appendEvents(db, streamId, expectedVersion, events, attempt),
    readStream: (streamId, afterVersion) => ev.readStream(db, streamId, afterVersion),
    readAll: (afterPosition, limit) => ev.readAll(db, afterPosition, limit),
    streamVersion: (streamId) => ev.streamVersion(db, streamId),

    createSchool: (s) =>
      write(db, () => `school ${s.id}`, 'INSERT INTO schools (id, name) VALUES ($1, $2)', [
        s.id,
        s.name,
      ]),
    ...orgMethods(db),
    ...staffMethods(db),
    async getUserById(id) {
      const row = await db.one(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
      return row ? toUser(row) : null;
    },
    async getUserByUsername(username) {
      const row = await db.one(`SELECT ${USER_COLUMNS} FROM users WHERE username = $1`, [username]);
      return row ? toUser(row) : null;
    },
    countUsers: async () => Number((await db.one('SELECT count(*) AS n FROM users'))?.n ?? 0),
    async getSchool(id) {
      const row = await db.one('SELECT id, name FROM schools WHERE id = $1', [id]);
      return row ? toSchool(row) : null;
    },
    listSchools: async () =>
      (
        await db.rows('SELECT id, name FROM schools ORDER BY name COLLATE "C", id COLLATE "C"', [])
      ).map(toSchool),
    async renameSchool(id, name) {
      await db.run('UPDATE schools SET name = $2 WHERE id = $1', [id, name]);
    },
    async getClass(id) {
      const row = await db.one(`SELECT ${CLASS_COLUMNS} FROM classes WHERE id = $1`, [id]);
      return row ? toClass(row) : null;
    },
    listClassUsers: async (classId) =>
      (
        await db.rows(
          `SELECT ${USER_COLUMNS} FROM users WHERE class_id = $1 ORDER BY username COLLATE "C"`,
          [classId],
        )
      ).map(toUser),

    createSession: (s) =>
      write(
        db,
        () => 'session',
        `INSERT INTO sessions (${SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`,
        [s.tokenHash, s.userId, s.createdAt, s.expiresAt, s.lastSeenAt],
      ),
    async getSession(tokenHash) {
      const row = await db.one(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE token_hash = $1`, [
        tokenHash,
      ]);
      return row ? toSession(row) : null;
    },
    async touchSession(tokenHash, lastSeenAt) {
      await db.run('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [
        tokenHash,
        lastSeenAt,
      ]);
    },
    async deleteSession(tokenHash) {
      await db.run('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },
    async deleteUserSessions(userId, keepTokenHash) {
      await db.run(
        'DELETE FROM sessions WHERE user_id = $1 AND ($2::text IS NULL OR token_hash <> $2)',
        [userId, keepTokenHash ?? null],
      );
    },

    async serverSecret(name, candidate, now) {
      await db.run(
        'INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
        [name, candidate, now],
      );
      return String(
        (await db.one('SELECT value FROM server_secrets WHERE name = $1', [name]))?.value,
      );
    },

    async upsertCase(c) {
      await db.run(
        `INSERT INTO cases (${CASE_COLUMNS}) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET scenario_json = excluded.scenario_json,
           content_hash = excluded.content_hash, updated_at = excluded.updated_at`,
        [c.id, c.scenarioJson, c.contentHash, c.updatedAt],
      );
    },
    async getCase(id) {
      const row = await db.one(`SELECT ${CASE_COLUMNS} FROM cases WHERE id = $1`, [id]);
      return row ? toCase(row) : null;
    },
    listCases: async () =>
      (await db.rows(`SELECT ${CASE_COLUMNS} FROM cases ORDER BY id COLLATE "C"`)).map(toCase),

    createAttempt: (a, firstEvents, reset) => ev.createAttempt(db, a, firstEvents, reset),
    getAttempt: (id) => ev.getAttempt(db, id),
    listAttempts: (userId, opts) => ev.listAttempts(db, userId, opts?.includeReset),
    listAttemptsOfUsers: (userIds, opts) => ev.listAttemptsOfUsers(db, userIds, opts?.includeReset),
    listAttemptsOfCase: (caseId) => ev.listAttemptsOfCase(db, caseId),
    listOpenAttempts: () => ev.listOpenAttempts(db),

    ...caseVersionMethods(db),
    ...draftMethods(db),
    ...noteMethods(db),
    ...uploadMethods(db),
    ...courseStudyMethods(db),
    ...theoryMethods(db),
    ...examMethods(db),
    ...ratesMethods(db),
  };
}
