/** The course centre's study spans on PostgreSQL (server/storage/courseStudy.ts). */
import type { Row } from '../rows.ts';
import type { CourseStudyStorage, StudySpan } from '../courseStudy.ts';
import type { Db } from './db.ts';

const COLUMNS = 'id, user_id, course_id, section_id, started_at, last_beat_at, ended_at';

const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
const toSpan = (r: Row): StudySpan => ({
  id: String(r.id),
  userId: String(r.user_id),
  courseId: String(r.course_id),
  sectionId: String(r.section_id),
  startedAt: iso(r.started_at),
  lastBeatAt: iso(r.last_beat_at),
  endedAt: r.ended_at == null ? null : iso(r.ended_at),
});

export const courseStudyMethods = (db: Db): CourseStudyStorage => ({
  async startStudy(span, closing) {
    await db.tx(async (q) => {
      for (const c of closing)
        await q.run('UPDATE course_study SET ended_at = $1 WHERE id = $2 AND ended_at IS NULL', [
          c.endedAt,
          c.id,
        ]);
      await q.run(`INSERT INTO course_study (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, NULL)`, [
        span.id,
        span.userId,
        span.courseId,
        span.sectionId,
        span.startedAt,
        span.lastBeatAt,
      ]);
    });
  },
  async getStudy(id) {
    const row = await db.one(`SELECT ${COLUMNS} FROM course_study WHERE id = $1`, [id]);
    return row ? toSpan(row) : null;
  },
  openStudies: async (userId) =>
    (
      await db.rows(
        `SELECT ${COLUMNS} FROM course_study WHERE user_id = $1 AND ended_at IS NULL
         ORDER BY started_at, id COLLATE "C"`,
        [userId],
      )
    ).map(toSpan),
  beatStudy: async (id, at) =>
    (await db.run(
      `UPDATE course_study SET last_beat_at = greatest(last_beat_at, $1::timestamptz)
       WHERE id = $2 AND ended_at IS NULL`,
      [at, id],
    )) > 0,
  endStudy: async (id, endedAt) =>
    (await db.run('UPDATE course_study SET ended_at = $1 WHERE id = $2 AND ended_at IS NULL', [
      endedAt,
      id,
    ])) > 0,
  async listStudies(userIds) {
    if (userIds.length === 0) return [];
    return (
      await db.rows(
        `SELECT ${COLUMNS} FROM course_study WHERE user_id = ANY($1::text[])
         ORDER BY started_at, id COLLATE "C"`,
        [[...userIds]],
      )
    ).map(toSpan);
  },
});
