/**
 * Numbered schema migrations, one list per dialect. Applied versions are recorded in
 * `schema_migrations`; a migration is never edited once released — add a new one instead.
 *
 * Timestamps: SQLite stores canonical UTC ISO text (`2026-03-02T01:00:00.000Z`, so text order is
 * time order); PostgreSQL stores timestamptz. Both adapters return the canonical ISO text.
 */
import { courseStudyPostgres, courseStudySqlite } from './courseStudyMigrations.ts';
import { examsPostgres, examsSqlite } from './examMigrations.ts';
import { ratesPostgres, ratesSqlite } from './ratesMigrations.ts';
import { theoryPostgres, theorySqlite } from './theoryMigrations.ts';

export type Migration = { version: number; name: string; sql: string };

export const sqliteMigrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE schools (
  id   TEXT PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE users (
  id            TEXT PRIMARY KEY,
  username      TEXT NOT NULL UNIQUE,
  display_name  TEXT NOT NULL,
  role          TEXT NOT NULL CHECK (role IN ('student', 'teacher', 'admin')),
  password_hash TEXT NOT NULL,
  class_id      TEXT REFERENCES classes (id),
  created_at    TEXT NOT NULL
);
CREATE INDEX users_class_id ON users (class_id);
CREATE TABLE classes (
  id         TEXT PRIMARY KEY,
  school_id  TEXT NOT NULL REFERENCES schools (id),
  name       TEXT NOT NULL,
  teacher_id TEXT REFERENCES users (id)
);
CREATE INDEX classes_school_id ON classes (school_id);
CREATE INDEX classes_teacher_id ON classes (teacher_id);
CREATE TABLE sessions (
  token_hash   TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE TABLE cases (
  id            TEXT PRIMARY KEY,
  scenario_json TEXT NOT NULL,
  content_hash  TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);
CREATE TABLE attempts (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users (id),
  case_id      TEXT NOT NULL REFERENCES cases (id),
  mode         TEXT NOT NULL CHECK (mode IN ('practice', 'exam')),
  seed         INTEGER NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('inProgress', 'submitted', 'reset')),
  score        REAL,
  passed       INTEGER CHECK (passed IN (0, 1)),
  started_at   TEXT NOT NULL,
  submitted_at TEXT
);
CREATE INDEX attempts_user_started ON attempts (user_id, started_at);
CREATE UNIQUE INDEX attempts_one_in_progress ON attempts (user_id, case_id, mode)
  WHERE status = 'inProgress';
CREATE TABLE events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  stream_id   TEXT NOT NULL,
  version     INTEGER NOT NULL CHECK (version >= 1),
  type        TEXT NOT NULL,
  data        TEXT NOT NULL,
  metadata    TEXT NOT NULL,
  recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (stream_id, version)
);
`,
  },
  {
    version: 2,
    name: 'uploads',
    sql: `
CREATE TABLE uploads (
  id         TEXT PRIMARY KEY,
  attempt_id TEXT NOT NULL REFERENCES attempts(id),
  user_id    TEXT NOT NULL REFERENCES users(id),
  name       TEXT NOT NULL,
  type       TEXT NOT NULL,
  size       INTEGER NOT NULL CHECK (size >= 0),
  bytes      BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX uploads_attempt ON uploads (attempt_id);
`,
  },
  {
    version: 3,
    name: 'attempts by case',
    sql: `
-- cbsim regrade reads every attempt of a case.
CREATE INDEX attempts_case_started ON attempts (case_id, started_at);
`,
  },
  {
    version: 4,
    name: 'colleges, majors, must change password',
    sql: `
CREATE TABLE colleges (
  id        TEXT PRIMARY KEY,
  school_id TEXT NOT NULL REFERENCES schools (id),
  name      TEXT NOT NULL
);
CREATE INDEX colleges_school_id ON colleges (school_id);
CREATE TABLE majors (
  id         TEXT PRIMARY KEY,
  college_id TEXT NOT NULL REFERENCES colleges (id),
  name       TEXT NOT NULL
);
CREATE INDEX majors_college_id ON majors (college_id);
ALTER TABLE classes ADD COLUMN major_id TEXT REFERENCES majors (id);
CREATE INDEX classes_major_id ON classes (major_id);
ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0
  CHECK (must_change_password IN (0, 1));
`,
  },
  {
    version: 5,
    name: 'upload quotas and expiry',
    sql: `
-- The sweep stops searching events for an upload once it has found it named (sweepUploads).
ALTER TABLE uploads ADD COLUMN referenced INTEGER NOT NULL DEFAULT 0 CHECK (referenced IN (0, 1));
CREATE INDEX uploads_user ON uploads (user_id);
CREATE INDEX uploads_unreferenced ON uploads (created_at) WHERE referenced = 0;
`,
  },
  {
    version: 6,
    name: 'server secrets',
    sql: `
-- Keys the server signs with (the sign-in device tokens), made at first start, shared by instances.
CREATE TABLE server_secrets (
  name       TEXT PRIMARY KEY,
  value      TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`,
  },
  {
    version: 7,
    name: 'class grading method',
    sql: `
-- How a class's grade on a case counts a student's attempts (server/attempts/grading.ts).
ALTER TABLE classes ADD COLUMN grading_method TEXT NOT NULL DEFAULT 'highest'
  CHECK (grading_method IN ('highest', 'last', 'first', 'average'));
`,
  },
  {
    version: 8,
    name: 'case versions',
    sql: `
-- Every version of a case, immutable, keyed by its content hash (ADR 0023); cases.content_hash
-- names the latest of each case. Files are stored once by their SHA-256, named by the versions.
CREATE TABLE case_versions (
  hash          TEXT PRIMARY KEY,
  case_id       TEXT NOT NULL REFERENCES cases (id),
  scenario_json TEXT NOT NULL,
  -- JSON [{name, sha256}] in attachment order; NULL: stored before files were versioned.
  files         TEXT,
  created_at    TEXT NOT NULL
);
CREATE INDEX case_versions_case ON case_versions (case_id, created_at);
CREATE TABLE case_files (
  sha256 TEXT PRIMARY KEY,
  size   INTEGER NOT NULL CHECK (size >= 0),
  bytes  BLOB NOT NULL
);
INSERT INTO case_versions (hash, case_id, scenario_json, files, created_at)
  SELECT content_hash, id, scenario_json, NULL, updated_at FROM cases;
-- Each attempt is pinned to the version it was played on: existing ones to the version stored
-- now. (SQLite adds a NOT NULL column only with a default; every insert names it.)
ALTER TABLE attempts ADD COLUMN case_version TEXT NOT NULL DEFAULT '';
UPDATE attempts SET case_version = (SELECT content_hash FROM cases WHERE cases.id = attempts.case_id);
`,
  },
  {
    version: 9,
    name: 'teacher notes seen',
    sql: `
-- When a student last opened an attempt's analysis: a teacher's rating, comment or adjustment
-- (an event of the teacher's, newer than this) is news to them until then.
CREATE TABLE attempt_notes_seen (
  attempt_id TEXT PRIMARY KEY REFERENCES attempts (id),
  seen_at    TEXT NOT NULL
);
`,
  },
  {
    version: 10,
    name: 'authored cases',
    sql: `
-- Cases written in the app (issue 22 §5): each draft of its author, and once published the case
-- id and version it took; case_offers names the classes whose students are offered the case.
CREATE TABLE case_drafts (
  id             TEXT PRIMARY KEY,
  author_id      TEXT NOT NULL REFERENCES users (id),
  name           TEXT NOT NULL,
  yaml           TEXT NOT NULL,
  -- JSON [{name, sha256}]: the attachments, their bytes in case_files.
  files          TEXT NOT NULL,
  status         TEXT NOT NULL CHECK (status IN ('draft', 'published', 'archived')),
  case_id        TEXT REFERENCES cases (id),
  published_hash TEXT REFERENCES case_versions (hash),
  updated_at     TEXT NOT NULL
);
CREATE INDEX case_drafts_author ON case_drafts (author_id, updated_at);
-- One draft owns a published case id.
CREATE UNIQUE INDEX case_drafts_case ON case_drafts (case_id);
CREATE TABLE case_offers (
  case_id  TEXT NOT NULL REFERENCES cases (id),
  class_id TEXT NOT NULL REFERENCES classes (id),
  PRIMARY KEY (case_id, class_id)
);
`,
  },
  {
    version: 11,
    name: 'class staff',
    sql: `
-- A class has one or more staff (issue 22 §2): teachers (full rights) and assistants (read and
-- comment). Each class's teacher becomes its staff member with role 'teacher'; teacher_id goes.
CREATE TABLE class_staff (
  class_id TEXT NOT NULL REFERENCES classes (id),
  user_id  TEXT NOT NULL REFERENCES users (id),
  role     TEXT NOT NULL CHECK (role IN ('teacher', 'assistant')),
  PRIMARY KEY (class_id, user_id)
);
CREATE INDEX class_staff_user ON class_staff (user_id);
INSERT INTO class_staff (class_id, user_id, role)
  SELECT id, teacher_id, 'teacher' FROM classes WHERE teacher_id IS NOT NULL;
DROP INDEX classes_teacher_id;
ALTER TABLE classes DROP COLUMN teacher_id;
`,
  },
  theorySqlite,
  courseStudySqlite,
  examsSqlite,
  ratesSqlite,
];

export const postgresMigrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE schools (
  id   text PRIMARY KEY,
  name text NOT NULL
);
CREATE TABLE classes (
  id         text PRIMARY KEY,
  school_id  text NOT NULL REFERENCES schools (id),
  name       text NOT NULL,
  teacher_id text
);
CREATE INDEX classes_school_id ON classes (school_id);
CREATE INDEX classes_teacher_id ON classes (teacher_id);
CREATE TABLE users (
  id            text PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  display_name  text NOT NULL,
  role          text NOT NULL CHECK (role IN ('student', 'teacher', 'admin')),
  password_hash text NOT NULL,
  class_id      text REFERENCES classes (id),
  created_at    timestamptz NOT NULL
);
CREATE INDEX users_class_id ON users (class_id);
ALTER TABLE classes ADD CONSTRAINT classes_teacher_id_fkey
  FOREIGN KEY (teacher_id) REFERENCES users (id);
CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE TABLE cases (
  id            text PRIMARY KEY,
  scenario_json text NOT NULL,
  content_hash  text NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE TABLE attempts (
  id           text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id),
  case_id      text NOT NULL REFERENCES cases (id),
  mode         text NOT NULL CHECK (mode IN ('practice', 'exam')),
  seed         bigint NOT NULL,
  status       text NOT NULL CHECK (status IN ('inProgress', 'submitted', 'reset')),
  score        double precision,
  passed       boolean,
  started_at   timestamptz NOT NULL,
  submitted_at timestamptz
);
CREATE INDEX attempts_user_started ON attempts (user_id, started_at);
CREATE UNIQUE INDEX attempts_one_in_progress ON attempts (user_id, case_id, mode)
  WHERE status = 'inProgress';
CREATE TABLE events (
  position    bigserial PRIMARY KEY,
  stream_id   text NOT NULL,
  version     integer NOT NULL CHECK (version >= 1),
  type        text NOT NULL,
  data        jsonb NOT NULL,
  metadata    jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_version UNIQUE (stream_id, version)
);
`,
  },
  {
    version: 2,
    name: 'uploads',
    sql: `
CREATE TABLE uploads (
  id         text PRIMARY KEY,
  attempt_id text NOT NULL REFERENCES attempts(id),
  user_id    text NOT NULL REFERENCES users(id),
  name       text NOT NULL,
  type       text NOT NULL,
  size       integer NOT NULL CHECK (size >= 0),
  bytes      bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX uploads_attempt ON uploads (attempt_id);
`,
  },
  {
    version: 3,
    name: 'attempts by case',
    sql: `
-- cbsim regrade reads every attempt of a case.
CREATE INDEX attempts_case_started ON attempts (case_id, started_at);
`,
  },
  {
    version: 4,
    name: 'colleges, majors, must change password',
    sql: `
CREATE TABLE colleges (
  id        text PRIMARY KEY,
  school_id text NOT NULL REFERENCES schools (id),
  name      text NOT NULL
);
CREATE INDEX colleges_school_id ON colleges (school_id);
CREATE TABLE majors (
  id         text PRIMARY KEY,
  college_id text NOT NULL REFERENCES colleges (id),
  name       text NOT NULL
);
CREATE INDEX majors_college_id ON majors (college_id);
ALTER TABLE classes ADD COLUMN major_id text REFERENCES majors (id);
CREATE INDEX classes_major_id ON classes (major_id);
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
`,
  },
  {
    version: 5,
    name: 'upload quotas and expiry',
    sql: `
-- The sweep stops searching events for an upload once it has found it named (sweepUploads).
ALTER TABLE uploads ADD COLUMN referenced boolean NOT NULL DEFAULT false;
CREATE INDEX uploads_user ON uploads (user_id);
CREATE INDEX uploads_unreferenced ON uploads (created_at) WHERE NOT referenced;
`,
  },
  {
    version: 6,
    name: 'server secrets',
    sql: `
-- Keys the server signs with (the sign-in device tokens), made at first start, shared by instances.
CREATE TABLE server_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL
);
`,
  },
  {
    version: 7,
    name: 'class grading method',
    sql: `
-- How a class's grade on a case counts a student's attempts (server/attempts/grading.ts).
ALTER TABLE classes ADD COLUMN grading_method text NOT NULL DEFAULT 'highest'
  CHECK (grading_method IN ('highest', 'last', 'first', 'average'));
`,
  },
  {
    version: 8,
    name: 'case versions',
    sql: `
-- Every version of a case, immutable, keyed by its content hash (ADR 0023); cases.content_hash
-- names the latest of each case. Files are stored once by their SHA-256, named by the versions.
CREATE TABLE case_versions (
  hash          text PRIMARY KEY,
  case_id       text NOT NULL REFERENCES cases (id),
  scenario_json text NOT NULL,
  -- JSON [{name, sha256}] in attachment order; NULL: stored before files were versioned.
  files         text,
  created_at    timestamptz NOT NULL
);
CREATE INDEX case_versions_case ON case_versions (case_id, created_at);
CREATE TABLE case_files (
  sha256 text PRIMARY KEY,
  size   integer NOT NULL CHECK (size >= 0),
  bytes  bytea NOT NULL
);
INSERT INTO case_versions (hash, case_id, scenario_json, files, created_at)
  SELECT content_hash, id, scenario_json, NULL, updated_at FROM cases;
-- Each attempt is pinned to the version it was played on: existing ones to the version stored now.
ALTER TABLE attempts ADD COLUMN case_version text;
UPDATE attempts SET case_version = c.content_hash FROM cases c WHERE c.id = attempts.case_id;
ALTER TABLE attempts ALTER COLUMN case_version SET NOT NULL;
`,
  },
  {
    version: 9,
    name: 'teacher notes seen',
    sql: `
-- When a student last opened an attempt's analysis: a teacher's rating, comment or adjustment
-- (an event of the teacher's, newer than this) is news to them until then.
CREATE TABLE attempt_notes_seen (
  attempt_id text PRIMARY KEY REFERENCES attempts (id),
  seen_at    timestamptz NOT NULL
);
`,
  },
  {
    version: 10,
    name: 'authored cases',
    sql: `
-- Cases written in the app (issue 22 §5): each draft of its author, and once published the case
-- id and version it took; case_offers names the classes whose students are offered the case.
CREATE TABLE case_drafts (
  id             text PRIMARY KEY,
  author_id      text NOT NULL REFERENCES users (id),
  name           text NOT NULL,
  yaml           text NOT NULL,
  -- JSON [{name, sha256}]: the attachments, their bytes in case_files.
  files          text NOT NULL,
  status         text NOT NULL CHECK (status IN ('draft', 'published', 'archived')),
  case_id        text REFERENCES cases (id),
  published_hash text REFERENCES case_versions (hash),
  updated_at     timestamptz NOT NULL
);
CREATE INDEX case_drafts_author ON case_drafts (author_id, updated_at);
-- One draft owns a published case id.
CREATE UNIQUE INDEX case_drafts_case ON case_drafts (case_id);
CREATE TABLE case_offers (
  case_id  text NOT NULL REFERENCES cases (id),
  class_id text NOT NULL REFERENCES classes (id),
  PRIMARY KEY (case_id, class_id)
);
`,
  },
  {
    version: 11,
    name: 'class staff',
    sql: `
-- A class has one or more staff (issue 22 §2): teachers (full rights) and assistants (read and
-- comment). Each class's teacher becomes its staff member with role 'teacher'; teacher_id goes
-- (with its index and foreign key).
CREATE TABLE class_staff (
  class_id text NOT NULL REFERENCES classes (id),
  user_id  text NOT NULL REFERENCES users (id),
  role     text NOT NULL CHECK (role IN ('teacher', 'assistant')),
  PRIMARY KEY (class_id, user_id)
);
CREATE INDEX class_staff_user ON class_staff (user_id);
INSERT INTO class_staff (class_id, user_id, role)
  SELECT id, teacher_id, 'teacher' FROM classes WHERE teacher_id IS NOT NULL;
ALTER TABLE classes DROP COLUMN teacher_id;
`,
  },
  theoryPostgres,
  courseStudyPostgres,
  examsPostgres,
  ratesPostgres,
];
