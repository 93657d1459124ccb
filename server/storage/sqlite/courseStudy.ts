/** The course centre's study spans on SQLite (server/storage/courseStudy.ts). */
import { isoInstant, type Row } from '../rows.ts';
import type { CourseStudyStorage, StudySpan } from '../courseStudy.ts';
import type { Db } from './db.ts';

const COLUMNS = 'id, user_id, course_id, section_id, started_at, last_beat_at, ended_at';

const toSpan = (r: Row): StudySpan => ({
  id: String(r.id),
  userId: String(r.user_id),
  courseId: String(r.course_id),
  sectionId: String(r.section_id),
  startedAt: isoInstant(String(r.started_at)),
  lastBeatAt: isoInstant(String(r.last_beat_at)),
  endedAt: r.ended_at == null ? null : isoInstant(String(r.ended_at)),
});

export const courseStudyMethods = (db: Db): CourseStudyStorage => ({
  async startStudy(span, closing) {
    db.tx(() => {
      for (const c of closing)
        db.run(
          'UPDATE course_study SET ended_at = ? WHERE id = ? AND ended_at IS NULL',
          isoInstant(c.endedAt),
          c.id,
        );
      db.run(
        `INSERT INTO course_study (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, NULL)`,
        span.id,
        span.userId,
        span.courseId,
        span.sectionId,
        isoInstant(span.startedAt),
        isoInstant(span.lastBeatAt),
      );
    });
  },
  async getStudy(id) {
    const row = db.get(`SELECT ${COLUMNS} FROM course_study WHERE id = ?`, id);
    return row ? toSpan(row) : null;
  },
  openStudies: async (userId) =>
    db
      .all(
        `SELECT ${COLUMNS} FROM course_study WHERE user_id = ? AND ended_at IS NULL
         ORDER BY started_at, id`,
        userId,
      )
      .map(toSpan),
  beatStudy: async (id, at) =>
    db.run(
      'UPDATE course_study SET last_beat_at = max(last_beat_at, ?) WHERE id = ? AND ended_at IS NULL',
      isoInstant(at),
      id,
    ).changes > 0,
  endStudy: async (id, endedAt) =>
    db.run(
      'UPDATE course_study SET ended_at = ? WHERE id = ? AND ended_at IS NULL',
      isoInstant(endedAt),
      id,
    ).changes > 0,
  async listStudies(userIds) {
    if (userIds.length === 0) return [];
    return db
      .all(
        `SELECT ${COLUMNS} FROM course_study
         WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY started_at, id`,
        JSON.stringify(userIds),
      )
      .map(toSpan);
  },
});
