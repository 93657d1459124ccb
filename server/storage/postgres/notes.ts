/** A teacher's notes on PostgreSQL: which attempts have events of the teacher's, and when seen. */
import type { Row } from '../rows.ts';
import type { Storage, TeacherNote } from '../types.ts';
import type { Db } from './db.ts';

type NoteMethods = Pick<Storage, 'teacherNotes' | 'markNotesSeen'>;

const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
const toNote = (r: Row): TeacherNote => ({
  attemptId: String(r.attempt_id),
  caseId: String(r.case_id),
  latestAt: iso(r.latest_at),
  seenAt: r.seen_at == null ? null : iso(r.seen_at),
});

export const noteMethods = (db: Db): NoteMethods => ({
  async teacherNotes(userId) {
    const rows = await db.rows(
      `SELECT a.id AS attempt_id, a.case_id, max((e.metadata->>'now')::timestamptz) AS latest_at,
              s.seen_at
       FROM attempts a
       JOIN events e ON e.stream_id = a.id AND e.metadata->'actor'->>'kind' = 'teacher'
       LEFT JOIN attempt_notes_seen s ON s.attempt_id = a.id
       WHERE a.user_id = $1
       GROUP BY a.id, a.case_id, s.seen_at
       ORDER BY latest_at DESC, a.id COLLATE "C"`,
      [userId],
    );
    return rows.map(toNote);
  },
  async markNotesSeen(attemptId, at) {
    await db.run(
      `INSERT INTO attempt_notes_seen (attempt_id, seen_at) VALUES ($1, $2)
       ON CONFLICT (attempt_id) DO UPDATE
         SET seen_at = greatest(attempt_notes_seen.seen_at, excluded.seen_at)`,
      [attemptId, at],
    );
  },
});
