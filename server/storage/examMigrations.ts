/**
 * The migration of theory exams (examTypes.ts), one per dialect, listed in migrations.ts. Instants
 * are epoch milliseconds (integers) as the exam engine reads them (engine/exams/timing.ts).
 */
import type { Migration } from './migrations.ts';

const NAME = 'theory exams';
const COMMENT = `
-- Theory exams (issue 25): an exam for classes (title, paper, settings as JSON), accommodations
-- per student, attempts generated with their paper before the exam opens (a start is one update),
-- answers with a per-question sequence number. Instants: epoch milliseconds, server clock.`;

const tables = (t: { text: string; int: string; big: string; real: string; bool: string }) => `
CREATE TABLE exams (
  id          ${t.text} PRIMARY KEY,
  teacher_id  ${t.text} NOT NULL REFERENCES users (id),
  title       ${t.text} NOT NULL,
  paper       ${t.text} NOT NULL,
  settings    ${t.text} NOT NULL,
  class_ids   ${t.text} NOT NULL,
  created_at  ${t.big} NOT NULL,
  ended_at    ${t.big},
  released_at ${t.big}
);
CREATE INDEX exams_teacher ON exams (teacher_id);
CREATE TABLE exam_accommodations (
  exam_id       ${t.text} NOT NULL REFERENCES exams (id),
  user_id       ${t.text} NOT NULL REFERENCES users (id),
  accommodation ${t.text} NOT NULL,
  PRIMARY KEY (exam_id, user_id)
);
CREATE TABLE exam_attempts (
  id           ${t.text} PRIMARY KEY,
  exam_id      ${t.text} NOT NULL REFERENCES exams (id),
  user_id      ${t.text} NOT NULL REFERENCES users (id),
  ordinal      ${t.int} NOT NULL CHECK (ordinal >= 1),
  seed         ${t.big} NOT NULL,
  items        ${t.text} NOT NULL,
  status       ${t.text} NOT NULL CHECK (status IN
    ('notStarted', 'inProgress', 'submitted', 'autoSubmitted', 'graded', 'released')),
  submit_kind  ${t.text} CHECK (submit_kind IN ('submitted', 'autoSubmitted')),
  started_at   ${t.big},
  deadline     ${t.big},
  submitted_at ${t.big},
  score        ${t.real},
  passed       ${t.bool},
  UNIQUE (exam_id, user_id, ordinal)
);
CREATE INDEX exam_attempts_user ON exam_attempts (user_id);
CREATE INDEX exam_attempts_due ON exam_attempts (deadline) WHERE status = 'inProgress';
CREATE UNIQUE INDEX exam_attempts_open ON exam_attempts (exam_id, user_id)
  WHERE status = 'inProgress';
CREATE TABLE exam_answers (
  attempt_id    ${t.text} NOT NULL REFERENCES exam_attempts (id),
  position      ${t.int} NOT NULL CHECK (position >= 0),
  question_hash ${t.text} NOT NULL REFERENCES question_versions (hash),
  answer        ${t.text} NOT NULL,
  seq           ${t.int} NOT NULL CHECK (seq >= 0),
  saved_at      ${t.big} NOT NULL,
  score         ${t.real},
  is_right      ${t.bool},
  PRIMARY KEY (attempt_id, position)
);
`;

export const examsSqlite: Migration = {
  version: 22,
  name: NAME,
  sql:
    COMMENT +
    tables({
      text: 'TEXT',
      int: 'INTEGER',
      big: 'INTEGER',
      real: 'REAL',
      bool: 'INTEGER CHECK (passed IN (0, 1))',
    })
      // The bit check names its own column.
      .replace(
        'is_right      INTEGER CHECK (passed IN (0, 1))',
        'is_right      INTEGER CHECK (is_right IN (0, 1))',
      ),
};

export const examsPostgres: Migration = {
  version: 22,
  name: NAME,
  sql:
    COMMENT +
    tables({
      text: 'text',
      int: 'integer',
      big: 'bigint',
      real: 'double precision',
      bool: 'boolean',
    }),
};
