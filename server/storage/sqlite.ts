/**
 * SQLite adapter (node:sqlite, WAL). node:sqlite is synchronous, so a transaction body never
 * interleaves with another call on this connection; BEGIN IMMEDIATE and busy_timeout cover other
 * processes (the CLI) opening the same file.
 */
import { sqliteMigrations } from './migrations.ts';
import {
  CASE_COLUMNS,
  CLASS_COLUMNS,
  SESSION_COLUMNS,
  USER_COLUMNS,
  isoInstant,
  toCase,
  toClass,
  toSchool,
  toSession,
  toUser,
} from './rows.ts';
import { openDb, uniqueViolation } from './sqlite/db.ts';
import type { Db, Param } from './sqlite/db.ts';
import { caseVersionMethods } from './sqlite/caseVersions.ts';
import { courseStudyMethods } from './sqlite/courseStudy.ts';
import { ratesMethods } from './sqlite/rates.ts';
import { draftMethods } from './sqlite/drafts.ts';
import { noteMethods } from './sqlite/notes.ts';
import * as ev from './sqlite/events.ts';
import { orgMethods } from './sqlite/org.ts';
import { staffMethods } from './sqlite/staff.ts';
import { examMethods } from './sqlite/exams.ts';
import { theoryMethods } from './sqlite/theory.ts';
import { uploadMethods } from './sqlite/uploads.ts';
import { DuplicateError } from './types.ts';
import type { Storage } from './types.ts';

function migrate(db: Db): void {
  db.tx(() => {
    db.raw.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`);
    const applied = new Set(
      db.all('SELECT version FROM schema_migrations').map((r) => Number(r.version)),
    );
    for (const m of sqliteMigrations) {
      if (applied.has(m.version)) continue;
      db.raw.exec(m.sql);
      db.run('INSERT INTO schema_migrations (version, name) VALUES (?, ?)', m.version, m.name);
    }
  });
}

/** Runs an insert, turning a unique violation into DuplicateError(what). */
function insert(db: Db, what: string, sql: string, ...params: Param[]): void {
  try {
    db.run(sql, ...params);
  } catch (err) {
    if (uniqueViolation(err)) throw new DuplicateError(what);
    throw err;
  }
}

export function openSqlite(path: string): Storage {
  const db = openDb(path);
  return {
    kind: 'sqlite',
    migrate: async () => migrate(db),
    close: async () => db.close(),

    appendEvents: async (streamId, expectedVersion, events, attempt) =>
      ev.appendEvents(db, streamId, expectedVersion, events, attempt),
    readStream: async (streamId, afterVersion) => ev.readStream(db, streamId, afterVersion),
    readAll: async (afterPosition, limit) => ev.readAll(db, afterPosition, limit),
    streamVersion: async (streamId) => ev.streamVersion(db, streamId),

    createSchool: async (s) =>
      insert(db, `school ${s.id}`, 'INSERT INTO schools (id, name) VALUES (?, ?)', s.id, s.name),
    ...orgMethods(db),
    ...staffMethods(db),
    async getUserById(id) {
      const row = db.get(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, id);
      return row ? toUser(row) : null;
    },
    async getUserByUsername(username) {
      const row = db.get(`SELECT ${USER_COLUMNS} FROM users WHERE username = ?`, username);
      return row ? toUser(row) : null;
    },
    countUsers: async () => Number(db.get('SELECT count(*) AS n FROM users')?.n ?? 0),
    async getSchool(id) {
      const row = db.get('SELECT id, name FROM schools WHERE id = ?', id);
      return row ? toSchool(row) : null;
    },
    listSchools: async () => db.all('SELECT id, name FROM schools ORDER BY name, id').map(toSchool),
    async renameSchool(id, name) {
      db.run('UPDATE schools SET name = ? WHERE id = ?', name, id);
    },
    async getClass(id) {
      const row = db.get(`SELECT ${CLASS_COLUMNS} FROM classes WHERE id = ?`, id);
      return row ? toClass(row) : null;
    },
    listClassUsers: async (classId) =>
      db
        .all(`SELECT ${USER_COLUMNS} FROM users WHERE class_id = ? ORDER BY username`, classId)
        .map(toUser),

    createSession: async (s) =>
      insert(
        db,
        'session',
        `INSERT INTO sessions (${SESSION_COLUMNS}) VALUES (?, ?, ?, ?, ?)`,
        s.tokenHash,
        s.userId,
        isoInstant(s.createdAt),
        isoInstant(s.expiresAt),
        isoInstant(s.lastSeenAt),
      ),
    async getSession(tokenHash) {
      const row = db.get(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE token_hash = ?`, tokenHash);
      return row ? toSession(row) : null;
    },
    async touchSession(tokenHash, lastSeenAt) {
      db.run(
        'UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?',
        isoInstant(lastSeenAt),
        tokenHash,
      );
    },
    async deleteSession(tokenHash) {
      db.run('DELETE FROM sessions WHERE token_hash = ?', tokenHash);
    },
    async deleteUserSessions(userId, keepTokenHash) {
      db.run(
        'DELETE FROM sessions WHERE user_id = ? AND (? IS NULL OR token_hash <> ?)',
        userId,
        keepTokenHash ?? null,
        keepTokenHash ?? null,
      );
    },

    async serverSecret(name, candidate, now) {
      db.run(
        'INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
        name,
        candidate,
        isoInstant(now),
      );
      return String(db.get('SELECT value FROM server_secrets WHERE name = ?', name)?.value);
    },

    async upsertCase(c) {
      db.run(
        `INSERT INTO cases (${CASE_COLUMNS}) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET scenario_json = excluded.scenario_json,
           content_hash = excluded.content_hash, updated_at = excluded.updated_at`,
        c.id,
        c.scenarioJson,
        c.contentHash,
        isoInstant(c.updatedAt),
      );
    },
    async getCase(id) {
      const row = db.get(`SELECT ${CASE_COLUMNS} FROM cases WHERE id = ?`, id);
      return row ? toCase(row) : null;
    },
    listCases: async () => db.all(`SELECT ${CASE_COLUMNS} FROM cases ORDER BY id`).map(toCase),

    createAttempt: async (a, firstEvents, reset) => ev.createAttempt(db, a, firstEvents, reset),
    getAttempt: async (id) => ev.getAttempt(db, id),
    listAttempts: async (userId, opts) => ev.listAttempts(db, userId, opts?.includeReset),
    listAttemptsOfUsers: async (userIds, opts) =>
      ev.listAttemptsOfUsers(db, userIds, opts?.includeReset),
    listAttemptsOfCase: async (caseId) => ev.listAttemptsOfCase(db, caseId),
    listOpenAttempts: async () => ev.listOpenAttempts(db),

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
