/**
 * The migration of theory practice (theoryTypes.ts), one per dialect, listed in migrations.ts.
 * Numbered 20 so that the class, course and exam migrations written at the same time can take
 * the numbers before it.
 */
import type { Migration } from './migrations.ts';

const NAME = 'theory practice';
const COMMENT = `
-- Each question version as served (issue 24 §1), immutable, keyed by its content hash; a
-- student's attempts at theory papers with the version asked at each place (items: JSON list of
-- hashes); each answer with the version it was given on; the wrong-answer book (FSRS cards).`;

export const theorySqlite: Migration = {
  version: 20,
  name: NAME,
  sql: `${COMMENT}
CREATE TABLE question_versions (
  hash          TEXT PRIMARY KEY,
  question_id   TEXT NOT NULL,
  version       INTEGER NOT NULL,
  question_json TEXT NOT NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX question_versions_id ON question_versions (question_id, version);
CREATE TABLE theory_attempts (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users (id),
  paper_id     TEXT NOT NULL,
  seed         INTEGER NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('inProgress', 'submitted', 'reset')),
  items        TEXT NOT NULL,
  score        REAL,
  passed       INTEGER CHECK (passed IN (0, 1)),
  started_at   TEXT NOT NULL,
  submitted_at TEXT
);
CREATE INDEX theory_attempts_user ON theory_attempts (user_id, started_at);
CREATE UNIQUE INDEX theory_attempts_open ON theory_attempts (user_id, paper_id)
  WHERE status = 'inProgress';
CREATE TABLE theory_answers (
  attempt_id    TEXT NOT NULL REFERENCES theory_attempts (id),
  position      INTEGER NOT NULL CHECK (position >= 0),
  question_hash TEXT NOT NULL REFERENCES question_versions (hash),
  answer        TEXT NOT NULL,
  saved_at      TEXT NOT NULL,
  score         REAL,
  is_right      INTEGER CHECK (is_right IN (0, 1)),
  PRIMARY KEY (attempt_id, position)
);
CREATE TABLE wrong_book (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users (id),
  question_id   TEXT NOT NULL,
  question_hash TEXT NOT NULL REFERENCES question_versions (hash),
  card          TEXT NOT NULL,
  due_at        TEXT NOT NULL,
  added_at      TEXT NOT NULL,
  UNIQUE (user_id, question_id)
);
CREATE INDEX wrong_book_due ON wrong_book (user_id, due_at);
`,
};

export const theoryPostgres: Migration = {
  version: 20,
  name: NAME,
  sql: `${COMMENT}
CREATE TABLE question_versions (
  hash          text PRIMARY KEY,
  question_id   text NOT NULL,
  version       integer NOT NULL,
  question_json text NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX question_versions_id ON question_versions (question_id, version);
CREATE TABLE theory_attempts (
  id           text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id),
  paper_id     text NOT NULL,
  seed         bigint NOT NULL,
  status       text NOT NULL CHECK (status IN ('inProgress', 'submitted', 'reset')),
  items        text NOT NULL,
  score        double precision,
  passed       boolean,
  started_at   timestamptz NOT NULL,
  submitted_at timestamptz
);
CREATE INDEX theory_attempts_user ON theory_attempts (user_id, started_at);
CREATE UNIQUE INDEX theory_attempts_open ON theory_attempts (user_id, paper_id)
  WHERE status = 'inProgress';
CREATE TABLE theory_answers (
  attempt_id    text NOT NULL REFERENCES theory_attempts (id),
  position      integer NOT NULL CHECK (position >= 0),
  question_hash text NOT NULL REFERENCES question_versions (hash),
  answer        text NOT NULL,
  saved_at      timestamptz NOT NULL,
  score         double precision,
  is_right      boolean,
  PRIMARY KEY (attempt_id, position)
);
CREATE TABLE wrong_book (
  id            text PRIMARY KEY,
  user_id       text NOT NULL REFERENCES users (id),
  question_id   text NOT NULL,
  question_hash text NOT NULL REFERENCES question_versions (hash),
  card          text NOT NULL,
  due_at        timestamptz NOT NULL,
  added_at      timestamptz NOT NULL,
  UNIQUE (user_id, question_id)
);
CREATE INDEX wrong_book_due ON wrong_book (user_id, due_at);
`,
};
