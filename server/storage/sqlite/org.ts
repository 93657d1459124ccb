/** SQLite: colleges, majors, class and account administration, the all-or-nothing user import. */
import { CLASS_COLUMNS, USER_COLUMNS, isoInstant, toCollege, toMajor, toUser } from '../rows.ts';
import type { Row } from '../rows.ts';
import { DuplicateError } from '../types.ts';
import type { ClassUpdate, NewClass, NewUser, Storage, UserQuery, UserUpdate } from '../types.ts';
import { uniqueViolation } from './db.ts';
import type { Db, Param } from './db.ts';

type OrgMethods = Pick<
  Storage,
  | 'createClass'
  | 'createUser'
  | 'createCollege'
  | 'createMajor'
  | 'getCollege'
  | 'getMajor'
  | 'listColleges'
  | 'listMajors'
  | 'updateClass'
  | 'countStudentsByClass'
  | 'listUsers'
  | 'updateUser'
  | 'setPassword'
  | 'importUsers'
>;

/** `SET a = ?, b = ?` of the fields present in `update`, with their values. */
const assignments = (
  update: Record<string, string | null | undefined>,
  columns: Record<string, string>,
): { sql: string; params: Param[] } => {
  const sets: string[] = [];
  const params: Param[] = [];
  for (const [key, column] of Object.entries(columns)) {
    const v = update[key];
    if (v === undefined) continue;
    sets.push(`${column} = ?`);
    params.push(v);
  }
  return { sql: sets.join(', '), params };
};

const insertUser = (db: Db, u: NewUser) => {
  try {
    db.run(
      `INSERT INTO users (${USER_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      u.id,
      u.username,
      u.displayName,
      u.role,
      u.passwordHash,
      u.classId,
      isoInstant(u.createdAt),
      u.mustChangePassword ? 1 : 0,
    );
  } catch (err) {
    const msg = uniqueViolation(err);
    if (msg) {
      throw new DuplicateError(
        msg.includes('users.username') ? `username ${u.username}` : `user id ${u.id}`,
      );
    }
    throw err;
  }
};

const insert = (db: Db, what: string, sql: string, ...params: Param[]) => {
  try {
    db.run(sql, ...params);
  } catch (err) {
    if (uniqueViolation(err)) throw new DuplicateError(what);
    throw err;
  }
};

/** LIKE pattern of a search text, with `\` escaping the wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const orgMethods = (db: Db): OrgMethods => ({
  async createClass(c: NewClass) {
    db.tx(() => {
      insert(
        db,
        `class ${c.id}`,
        `INSERT INTO classes (${CLASS_COLUMNS}) VALUES (?, ?, ?, ?, ?)`,
        c.id,
        c.schoolId,
        c.name,
        c.majorId ?? null,
        c.gradingMethod ?? 'highest',
      );
      if (c.teacherId) {
        db.run(
          "INSERT INTO class_staff (class_id, user_id, role) VALUES (?, ?, 'teacher')",
          c.id,
          c.teacherId,
        );
      }
    });
  },
  createUser: async (u) => insertUser(db, u),
  createCollege: async (c) =>
    insert(
      db,
      `college ${c.id}`,
      'INSERT INTO colleges (id, school_id, name) VALUES (?, ?, ?)',
      c.id,
      c.schoolId,
      c.name,
    ),
  createMajor: async (m) =>
    insert(
      db,
      `major ${m.id}`,
      'INSERT INTO majors (id, college_id, name) VALUES (?, ?, ?)',
      m.id,
      m.collegeId,
      m.name,
    ),
  async getCollege(id) {
    const row = db.get('SELECT id, school_id, name FROM colleges WHERE id = ?', id);
    return row ? toCollege(row) : null;
  },
  async getMajor(id) {
    const row = db.get('SELECT id, college_id, name FROM majors WHERE id = ?', id);
    return row ? toMajor(row) : null;
  },
  listColleges: async () =>
    db.all('SELECT id, school_id, name FROM colleges ORDER BY name, id').map(toCollege),
  listMajors: async () =>
    db.all('SELECT id, college_id, name FROM majors ORDER BY name, id').map(toMajor),
  async updateClass(id, update: ClassUpdate) {
    const { sql, params } = assignments(update, {
      name: 'name',
      majorId: 'major_id',
      gradingMethod: 'grading_method',
    });
    if (!sql) return db.get('SELECT id FROM classes WHERE id = ?', id) !== undefined;
    return db.run(`UPDATE classes SET ${sql} WHERE id = ?`, ...params, id).changes > 0;
  },
  async countStudentsByClass() {
    const rows = db.all(
      `SELECT class_id, count(*) AS n FROM users
       WHERE role = 'student' AND class_id IS NOT NULL GROUP BY class_id`,
    );
    return Object.fromEntries(rows.map((r: Row) => [String(r.class_id), Number(r.n)]));
  },
  async listUsers(q: UserQuery) {
    const where: string[] = [];
    const params: Param[] = [];
    if (q.role) {
      where.push('role = ?');
      params.push(q.role);
    }
    if (q.classId) {
      where.push('class_id = ?');
      params.push(q.classId);
    }
    if (q.search) {
      where.push("(username LIKE ? ESCAPE '\\' OR display_name LIKE ? ESCAPE '\\')");
      params.push(likePattern(q.search), likePattern(q.search));
    }
    const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = Number(db.get(`SELECT count(*) AS n FROM users ${cond}`, ...params)?.n ?? 0);
    const users = db
      .all(
        `SELECT ${USER_COLUMNS} FROM users ${cond} ORDER BY username LIMIT ? OFFSET ?`,
        ...params,
        q.limit,
        q.offset ?? 0,
      )
      .map(toUser);
    return { users, total };
  },
  async updateUser(id, update: UserUpdate) {
    const { sql, params } = assignments(update, {
      displayName: 'display_name',
      classId: 'class_id',
    });
    if (!sql) return db.get('SELECT id FROM users WHERE id = ?', id) !== undefined;
    return db.run(`UPDATE users SET ${sql} WHERE id = ?`, ...params, id).changes > 0;
  },
  async setPassword(userId, passwordHash, mustChange, keepTokenHash) {
    db.tx(() => {
      db.run(
        'UPDATE users SET password_hash = ?, must_change_password = ? WHERE id = ?',
        passwordHash,
        mustChange ? 1 : 0,
        userId,
      );
      db.run(
        'DELETE FROM sessions WHERE user_id = ? AND (? IS NULL OR token_hash <> ?)',
        userId,
        keepTokenHash ?? null,
        keepTokenHash ?? null,
      );
    });
  },
  async importUsers(users) {
    db.tx(() => {
      for (const u of users) insertUser(db, u);
    });
  },
});
