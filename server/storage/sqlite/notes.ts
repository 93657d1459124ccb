/** A teacher's notes on SQLite: which attempts have events of the teacher's, and when seen. */
import { isoInstant, type Row } from '../rows.ts';
import type { Storage, TeacherNote } from '../types.ts';
import type { Db } from './db.ts';

type NoteMethods = Pick<Storage, 'teacherNotes' | 'markNotesSeen'>;

const toNote = (r: Row): TeacherNote => ({
  attemptId: String(r.attempt_id),
  caseId: String(r.case_id),
  latestAt: isoInstant(String(r.latest_at)),
  seenAt: r.seen_at == null ? null : isoInstant(String(r.seen_at)),
});

export const noteMethods = (db: Db): NoteMethods => ({
  async teacherNotes(userId) {
    return db
      .all(
        `SELECT a.id AS attempt_id, a.case_id, max(json_extract(e.metadata, '$.now')) AS latest_at,
                s.seen_at
         FROM attempts a
         JOIN events e ON e.stream_id = a.id
          AND json_extract(e.metadata, '$.actor.kind') = 'teacher'
         LEFT JOIN attempt_notes_seen s ON s.attempt_id = a.id
         WHERE a.user_id = ?
         GROUP BY a.id, a.case_id, s.seen_at
         ORDER BY latest_at DESC, a.id`,
        userId,
      )
      .map(toNote);
  },
  async markNotesSeen(attemptId, at) {
    db.run(
      `INSERT INTO attempt_notes_seen (attempt_id, seen_at) VALUES (?, ?)
       ON CONFLICT (attempt_id) DO UPDATE SET seen_at = max(seen_at, excluded.seen_at)`,
      attemptId,
      isoInstant(at),
    );
  },
});
