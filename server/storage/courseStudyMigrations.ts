/**
 * The course centre's migration (issue 24 §5), one per dialect: the study spans of students
 * (engine/courses/studyTime.ts). Listed at the end of migrations.ts; never edited once released.
 */
import type { Migration } from './migrations.ts';

export const courseStudySqlite: Migration = {
  version: 21,
  name: 'course study time',
  sql: `
-- Study spans of the course centre (issue 24 §5, engine/courses/studyTime.ts): opened when a
-- section's page is visible, beaten every 30 s, ended by a Leave or at the last beat once no beat
-- came for 90 s. Courses and sections are content files (courses/), not rows: no foreign key.
CREATE TABLE course_study (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users (id),
  course_id    TEXT NOT NULL,
  section_id   TEXT NOT NULL,
  started_at   TEXT NOT NULL,
  last_beat_at TEXT NOT NULL,
  ended_at     TEXT,
  CHECK (ended_at IS NULL OR ended_at >= started_at)
);
CREATE INDEX course_study_user ON course_study (user_id, started_at);
CREATE INDEX course_study_open ON course_study (user_id) WHERE ended_at IS NULL;
`,
};

export const courseStudyPostgres: Migration = {
  version: 21,
  name: 'course study time',
  sql: `
-- Study spans of the course centre (issue 24 §5, engine/courses/studyTime.ts): opened when a
-- section's page is visible, beaten every 30 s, ended by a Leave or at the last beat once no beat
-- came for 90 s. Courses and sections are content files (courses/), not rows: no foreign key.
CREATE TABLE course_study (
  id           text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id),
  course_id    text NOT NULL,
  section_id   text NOT NULL,
  started_at   timestamptz NOT NULL,
  last_beat_at timestamptz NOT NULL,
  ended_at     timestamptz,
  CHECK (ended_at IS NULL OR ended_at >= started_at)
);
CREATE INDEX course_study_user ON course_study (user_id, started_at);
CREATE INDEX course_study_open ON course_study (user_id) WHERE ended_at IS NULL;
`,
};
