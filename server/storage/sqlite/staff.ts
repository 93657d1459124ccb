/** SQLite: who teaches each class (class_staff: teachers and assistants, issue 22 §2). */
import { CLASS_COLUMNS, STAFF_COLUMNS, toClass, toStaff } from '../rows.ts';
import type { Storage } from '../types.ts';
import type { Db } from './db.ts';

type StaffMethods = Pick<
  Storage,
  'listClasses' | 'listClassStaff' | 'setClassStaff' | 'setStaffRole'
>;

const STAFF_FROM = `SELECT ${STAFF_COLUMNS} FROM class_staff s JOIN users u ON u.id = s.user_id`;
// 'teacher' > 'assistant': teachers first.
const STAFF_ORDER = 'ORDER BY s.class_id, s.role DESC, u.username';

export const staffMethods = (db: Db): StaffMethods => ({
  listClasses: async (staffUserId) =>
    (staffUserId === undefined
      ? db.all(`SELECT ${CLASS_COLUMNS} FROM classes ORDER BY name, id`)
      : db.all(
          `SELECT ${CLASS_COLUMNS} FROM classes
           WHERE id IN (SELECT class_id FROM class_staff WHERE user_id = ?) ORDER BY name, id`,
          staffUserId,
        )
    ).map(toClass),
  listClassStaff: async (classId) =>
    (classId === undefined
      ? db.all(`${STAFF_FROM} ${STAFF_ORDER}`)
      : db.all(`${STAFF_FROM} WHERE s.class_id = ? ${STAFF_ORDER}`, classId)
    ).map(toStaff),
  async setClassStaff(classId, staff) {
    db.tx(() => {
      db.run('DELETE FROM class_staff WHERE class_id = ?', classId);
      for (const m of staff) {
        db.run(
          'INSERT INTO class_staff (class_id, user_id, role) VALUES (?, ?, ?)',
          classId,
          m.userId,
          m.role,
        );
      }
    });
  },
  async setStaffRole(classId, userId, role) {
    if (role === null) {
      db.run('DELETE FROM class_staff WHERE class_id = ? AND user_id = ?', classId, userId);
      return;
    }
    db.run(
      `INSERT INTO class_staff (class_id, user_id, role) VALUES (?, ?, ?)
       ON CONFLICT (class_id, user_id) DO UPDATE SET role = excluded.role`,
      classId,
      userId,
      role,
    );
  },
});
