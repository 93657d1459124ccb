/**
 * Uploads on SQLite: store, read, the quota totals, the sweep and the per-class totals. The
 * sweep runs in one transaction; node:sqlite is synchronous, so no append interleaves with it.
 */
import { UPLOAD_COLUMNS, isoInstant, toUpload } from '../rows.ts';
import { DuplicateError } from '../types.ts';
import type { Storage, Upload } from '../types.ts';
import type { Db } from './db.ts';
import { uniqueViolation } from './db.ts';

type UploadMethods = Pick<
  Storage,
  'putUpload' | 'getUpload' | 'uploadTotals' | 'sweepUploads' | 'uploadTotalsByClass'
>;

const totals = (row: Record<string, unknown> | undefined) => ({
  files: Number(row?.files ?? 0),
  bytes: Number(row?.bytes ?? 0),
});

/** The instant of an attempt's last event (its reset, for a reset attempt). */
const LAST_CHANGE = `(SELECT json_extract(e.metadata, '$.now') FROM events e
  WHERE e.stream_id = a.id ORDER BY e.version DESC LIMIT 1)`;

export const uploadMethods = (db: Db): UploadMethods => ({
  async putUpload(u: Upload) {
    try {
      db.run(
        `INSERT INTO uploads (${UPLOAD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        u.id,
        u.attemptId,
        u.userId,
        u.name,
        u.type,
        u.size,
        u.bytes,
        isoInstant(u.createdAt),
      );
    } catch (err) {
      if (uniqueViolation(err)) throw new DuplicateError(`upload ${u.id}`);
      throw err;
    }
  },
  async getUpload(id) {
    const row = db.get(`SELECT ${UPLOAD_COLUMNS} FROM uploads WHERE id = ?`, id);
    return row ? toUpload(row) : null;
  },
  async uploadTotals(userId, attemptId) {
    const row = db.get(
      `SELECT count(*) AS files, coalesce(sum(size), 0) AS bytes,
         coalesce(sum(attempt_id = ?), 0) AS attempt_files,
         coalesce(sum(CASE WHEN attempt_id = ? THEN size ELSE 0 END), 0) AS attempt_bytes
       FROM uploads WHERE user_id = ?`,
      attemptId,
      attemptId,
      userId,
    );
    return {
      attempt: totals({ files: row?.attempt_files, bytes: row?.attempt_bytes }),
      user: totals(row),
    };
  },
  async sweepUploads({ unreferencedBefore, releasedBefore }) {
    const unreferenced = isoInstant(unreferencedBefore);
    const released = isoInstant(releasedBefore);
    return db.tx(() => {
      const expired = db.run(
        `DELETE FROM uploads WHERE referenced = 0 AND created_at < ? AND NOT EXISTS (
           SELECT 1 FROM events e WHERE e.stream_id = uploads.attempt_id AND instr(e.data, uploads.id) > 0)`,
        unreferenced,
      ).changes;
      db.run(
        'UPDATE uploads SET referenced = 1 WHERE referenced = 0 AND created_at < ?',
        unreferenced,
      );
      const gone = db.run(
        `DELETE FROM uploads WHERE attempt_id IN (
           SELECT a.id FROM attempts a
           WHERE a.status = 'reset' AND a.submitted_at IS NULL
             AND EXISTS (SELECT 1 FROM uploads u WHERE u.attempt_id = a.id)
             AND ${LAST_CHANGE} < ?)`,
        released,
      ).changes;
      return { expired, released: gone };
    });
  },
  uploadTotalsByClass: async () =>
    db
      .all(
        `SELECT u.class_id AS class_id, count(*) AS files, sum(up.size) AS bytes
         FROM uploads up JOIN users u ON u.id = up.user_id
         GROUP BY u.class_id ORDER BY bytes DESC, class_id`,
      )
      .map((r) => ({ classId: r.class_id == null ? null : String(r.class_id), ...totals(r) })),
});
