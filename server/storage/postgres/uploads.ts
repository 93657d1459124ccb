/**
 * Uploads on PostgreSQL: store, read, the quota totals, the sweep and the per-class totals.
 * Each sweep DELETE checks the events in the statement that deletes, so an upload named by an
 * event committed before that statement is kept.
 */
import { UPLOAD_COLUMNS, toUpload } from '../rows.ts';
import { DuplicateError } from '../types.ts';
import type { Storage } from '../types.ts';
import type { Db } from './db.ts';
import { uniqueViolation } from './db.ts';

type UploadMethods = Pick<
  Storage,
  'putUpload' | 'getUpload' | 'uploadTotals' | 'sweepUploads' | 'uploadTotalsByClass'
>;

const totals = (files: unknown, bytes: unknown) => ({
  files: Number(files ?? 0),
  bytes: Number(bytes ?? 0),
});

/** The instant of an attempt's last event (its reset, for a reset attempt). */
const LAST_CHANGE = `(SELECT (e.metadata->>'now')::timestamptz FROM events e
  WHERE e.stream_id = a.id ORDER BY e.version DESC LIMIT 1)`;

export const uploadMethods = (db: Db): UploadMethods => ({
  async putUpload(u) {
    try {
      await db.run(
        `INSERT INTO uploads (${UPLOAD_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [u.id, u.attemptId, u.userId, u.name, u.type, u.size, Buffer.from(u.bytes), u.createdAt],
      );
    } catch (err) {
      if (uniqueViolation(err) !== null) throw new DuplicateError(`upload ${u.id}`);
      throw err;
    }
  },
  async getUpload(id) {
    const rows = await db.rows(`SELECT ${UPLOAD_COLUMNS} FROM uploads WHERE id = $1`, [id]);
    return rows[0] ? toUpload(rows[0]) : null;
  },
  async uploadTotals(userId, attemptId) {
    const r = await db.one(
      `SELECT count(*) AS files, coalesce(sum(size), 0) AS bytes,
         count(*) FILTER (WHERE attempt_id = $2) AS attempt_files,
         coalesce(sum(size) FILTER (WHERE attempt_id = $2), 0) AS attempt_bytes
       FROM uploads WHERE user_id = $1`,
      [userId, attemptId],
    );
    return {
      attempt: totals(r?.attempt_files, r?.attempt_bytes),
      user: totals(r?.files, r?.bytes),
    };
  },
  async sweepUploads({ unreferencedBefore, releasedBefore }) {
    const expired = await db.run(
      `DELETE FROM uploads WHERE NOT referenced AND created_at < $1 AND NOT EXISTS (
         SELECT 1 FROM events e WHERE e.stream_id = uploads.attempt_id
           AND strpos(e.data::text, uploads.id) > 0)`,
      [unreferencedBefore],
    );
    // What is left of the unreferenced ones was named when the DELETE looked.
    await db.run('UPDATE uploads SET referenced = true WHERE NOT referenced AND created_at < $1', [
      unreferencedBefore,
    ]);
    const released = await db.run(
      `DELETE FROM uploads WHERE attempt_id IN (
         SELECT a.id FROM attempts a
         WHERE a.status = 'reset' AND a.submitted_at IS NULL
           AND EXISTS (SELECT 1 FROM uploads u WHERE u.attempt_id = a.id)
           AND ${LAST_CHANGE} < $1)`,
      [releasedBefore],
    );
    return { expired, released };
  },
  uploadTotalsByClass: async () =>
    (
      await db.rows(
        `SELECT u.class_id AS class_id, count(*) AS files, sum(up.size) AS bytes
         FROM uploads up JOIN users u ON u.id = up.user_id
         GROUP BY u.class_id ORDER BY bytes DESC, class_id COLLATE "C"`,
      )
    ).map((r) => ({
      classId: r.class_id == null ? null : String(r.class_id),
      ...totals(r.files, r.bytes),
    })),
});
