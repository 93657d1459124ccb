/** PostgreSQL: who teaches each class (class_staff: teachers and assistants, issue 22 §2). */
import { CLASS_COLUMNS, STAFF_COLUMNS, toClass, toStaff } from '../rows.ts';
import type { Storage } from '../types.ts';
import type { Db } from './db.ts';

type StaffMethods = Pick<
  Storage,
  'listClasses' | 'listClassStaff' | 'setClassStaff' | 'setStaffRole'
>;

const STAFF_FROM = `SELECT ${STAFF_COLUMNS} FROM class_staff s JOIN users u ON u.id = s.user_id`;
// 'teacher' > 'assistant': teachers first. COLLATE "C": byte order, the order SQLite gives.
const STAFF_ORDER =
  'ORDER BY s.class_id COLLATE "C", s.role COLLATE "C" DESC, u.username COLLATE "C"';
const CLASS_ORDER = 'ORDER BY name COLLATE "C", id COLLATE "C"';

export const staffMethods = (db: Db): StaffMethods => ({
  listClasses: async (staffUserId) =>
    (staffUserId === undefined
      ? await db.rows(`SELECT ${CLASS_COLUMNS} FROM classes ${CLASS_ORDER}`)
      : await db.rows(
          `SELECT ${CLASS_COLUMNS} FROM classes
           WHERE id IN (SELECT class_id FROM class_staff WHERE user_id = $1) ${CLASS_ORDER}`,
          [staffUserId],
        )
    ).map(toClass),
  listClassStaff: async (classId) =>
    (classId === undefined
      ? await db.rows(`${STAFF_FROM} ${STAFF_ORDER}`)
      : await db.rows(`${STAFF_FROM} WHERE s.class_id = $1 ${STAFF_ORDER}`, [classId])
    ).map(toStaff),
  async setClassStaff(classId, staff) {
    await db.tx(async (q) => {
      await q.run('DELETE FROM class_staff WHERE class_id = $1', [classId]);
      for (const m of staff) {
        await q.run('INSERT INTO class_staff (class_id, user_id, role) VALUES ($1, $2, $3)', [
          classId,
          m.userId,
          m.role,
        ]);
      }
    });
  },
  async setStaffRole(classId, userId, role) {
    if (role === null) {
      await db.run('DELETE FROM class_staff WHERE class_id = $1 AND user_id = $2', [
        classId,
        userId,
      ]);
      return;
    }
    await db.run(
      `INSERT INTO class_staff (class_id, user_id, role) VALUES ($1, $2, $3)
       ON CONFLICT (class_id, user_id) DO UPDATE SET role = excluded.role`,
      [classId, userId, role],
    );
  },
});
