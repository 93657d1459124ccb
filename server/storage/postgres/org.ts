/** PostgreSQL: colleges, majors, class and account administration, the all-or-nothing import. */
import { CLASS_COLUMNS, USER_COLUMNS, toCollege, toMajor, toUser } from '../rows.ts';
import { DuplicateError } from '../types.ts';
import type { ClassUpdate, NewUser, Storage, UserQuery, UserUpdate } from '../types.ts';
import { uniqueViolation } from './db.ts';
import type { Db, Q } from './db.ts';

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

/** Runs a write, turning a unique violation into DuplicateError(what(constraint)). */
const write = async (
  q: Q,
  what: (constraint: string) => string,
  sql: string,
  params: unknown[],
): Promise<void> => {
  try {
    await q.run(sql, params);
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint !== null) throw new DuplicateError(what(constraint));
    throw err;
  }
};

const insertUser = (q: Q, u: NewUser) =>
  write(
    q,
    (k) => (k === 'users_username_key' ? `username ${u.username}` : `user id ${u.id}`),
    `INSERT INTO users (${USER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      u.id,
      u.username,
      u.displayName,
      u.role,
      u.passwordHash,
      u.classId,
      u.createdAt,
      u.mustChangePassword ?? false,
    ],
  );

/** `SET a = $2, b = $3` of the fields present in `update` ($1 is the id), with their values. */
const assignments = (
  update: Record<string, string | null | undefined>,
  columns: Record<string, string>,
): { sql: string; params: unknown[] } => {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [key, column] of Object.entries(columns)) {
    const v = update[key];
    if (v === undefined) continue;
    params.push(v);
    sets.push(`${column} = $${params.length + 1}`);
  }
  return { sql: sets.join(', '), params };
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// COLLATE "C": byte order, the order SQLite gives.
export const orgMethods = (db: Db): OrgMethods => ({
  createClass: (c) =>
    db.tx(async (q) => {
      await write(
        q,
        () => `class ${c.id}`,
        `INSERT INTO classes (${CLASS_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`,
        [c.id, c.schoolId, c.name, c.majorId ?? null, c.gradingMethod ?? 'highest'],
      );
      if (c.teacherId) {
        await q.run(
          "INSERT INTO class_staff (class_id, user_id, role) VALUES ($1, $2, 'teacher')",
          [c.id, c.teacherId],
        );
      }
    }),
  createUser: (u) => insertUser(db, u),
  createCollege: (c) =>
    write(
      db,
      () => `college ${c.id}`,
      'INSERT INTO colleges (id, school_id, name) VALUES ($1, $2, $3)',
      [c.id, c.schoolId, c.name],
    ),
  createMajor: (m) =>
    write(
      db,
      () => `major ${m.id}`,
      'INSERT INTO majors (id, college_id, name) VALUES ($1, $2, $3)',
      [m.id, m.collegeId, m.name],
    ),
  async getCollege(id) {
    const row = await db.one('SELECT id, school_id, name FROM colleges WHERE id = $1', [id]);
    return row ? toCollege(row) : null;
  },
  async getMajor(id) {
    const row = await db.one('SELECT id, college_id, name FROM majors WHERE id = $1', [id]);
    return row ? toMajor(row) : null;
  },
  listColleges: async () =>
    (
      await db.rows(
        'SELECT id, school_id, name FROM colleges ORDER BY name COLLATE "C", id COLLATE "C"',
      )
    ).map(toCollege),
  listMajors: async () =>
    (
      await db.rows(
        'SELECT id, college_id, name FROM majors ORDER BY name COLLATE "C", id COLLATE "C"',
      )
    ).map(toMajor),
  async updateClass(id, update: ClassUpdate) {
    const { sql, params } = assignments(update, {
      name: 'name',
      majorId: 'major_id',
      gradingMethod: 'grading_method',
    });
    if (!sql) return (await db.one('SELECT id FROM classes WHERE id = $1', [id])) !== undefined;
    return (await db.run(`UPDATE classes SET ${sql} WHERE id = $1`, [id, ...params])) > 0;
  },
  async countStudentsByClass() {
    const rows = await db.rows(
      `SELECT class_id, count(*) AS n FROM users
       WHERE role = 'student' AND class_id IS NOT NULL GROUP BY class_id`,
    );
    return Object.fromEntries(rows.map((r) => [String(r.class_id), Number(r.n)]));
  },
  async listUsers(q: UserQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (q.role) where.push(`role = ${param(q.role)}`);
    if (q.classId) where.push(`class_id = ${param(q.classId)}`);
    if (q.search) {
      const p = param(likePattern(q.search));
      where.push(`(username ILIKE ${p} OR display_name ILIKE ${p})`);
    }
    const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = Number((await db.one(`SELECT count(*) AS n FROM users ${cond}`, params))?.n ?? 0);
    const users = (
      await db.rows(
        `SELECT ${USER_COLUMNS} FROM users ${cond} ORDER BY username COLLATE "C"
         LIMIT ${param(q.limit)} OFFSET ${param(q.offset ?? 0)}`,
        params,
      )
    ).map(toUser);
    return { users, total };
  },
  async updateUser(id, update: UserUpdate) {
    const { sql, params } = assignments(update, {
      displayName: 'display_name',
      classId: 'class_id',
    });
    if (!sql) return (await db.one('SELECT id FROM users WHERE id = $1', [id])) !== undefined;
    return (await db.run(`UPDATE users SET ${sql} WHERE id = $1`, [id, ...params])) > 0;
  },
  setPassword: (userId, passwordHash, mustChange, keepTokenHash) =>
    db.tx(async (q) => {
      await q.run('UPDATE users SET password_hash = $2, must_change_password = $3 WHERE id = $1', [
        userId,
        passwordHash,
        mustChange,
      ]);
      await q.run(
        'DELETE FROM sessions WHERE user_id = $1 AND ($2::text IS NULL OR token_hash <> $2)',
        [userId, keepTokenHash ?? null],
      );
    }),
  importUsers: (users) =>
    db.tx(async (q) => {
      for (const u of users) await insertUser(q, u);
    }),
});
