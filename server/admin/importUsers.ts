/**
 * Import of accounts from a table (a CSV/XLSX file read by server/imports): the one path of the
 * API (/api/Admin/Import) and the CLI (`cbsim users import`). Every row is checked first —
 * usernames (well-formed, once in the file, not taken), display names, roles, classes by name,
 * passwords (the rules of ChangePwd, or empty: one is generated); any error and nothing is
 * written (400 admin.import.rows with every row error). Otherwise all accounts are created in one
 * transaction, each with mustChangePassword, and the generated passwords are answered once.
 */
import { randomUUID } from 'node:crypto';
import { DISPLAY_NAME_MAX, USERNAME_PATTERN } from '../../schemas/api/admin.ts';
import type { RowError } from '../../schemas/api/envelope.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../schemas/api/user.ts';
import { ApiError } from '../errors.ts';
import type { Table } from '../imports/table.ts';
import { DuplicateError } from '../storage/types.ts';
import type { NewUser, Role, SchoolClass, Storage } from '../storage/types.ts';
import { classRule, generatePassword, hashAll } from './accounts.ts';

/** Header names an accounts file may use: the keys (any case) and the usual Chinese labels. */
export const ACCOUNT_COLUMN_ALIASES: Record<string, string> = {
  username: 'username',
  用户名: 'username',
  账号: 'username',
  displayname: 'displayName',
  name: 'displayName',
  姓名: 'displayName',
  class: 'class',
  classname: 'class',
  班级: 'class',
  password: 'password',
  密码: 'password',
  role: 'role',
  角色: 'role',
};
export const ACCOUNT_COLUMNS = {
  required: ['username', 'displayName'],
  optional: ['class', 'password', 'role'],
} as const;

const ROLES: Record<string, Role> = {
  student: 'student',
  学生: 'student',
  teacher: 'teacher',
  教师: 'teacher',
  老师: 'teacher',
  admin: 'admin',
  管理员: 'admin',
};

export type AccountRow = NewUser & { password: string; generated: boolean };

const usernameRe = new RegExp(USERNAME_PATTERN);

/**
 * Checks every row of the table against the classes and the usernames already taken; pure.
 * Returns the accounts to create (ids and passwords filled in, not hashed) or the row errors.
 */
export const checkAccountRows = (
  table: Table,
  classes: readonly SchoolClass[],
  taken: ReadonlySet<string>,
  now: Date,
  newId: () => string = randomUUID,
  password: () => string = generatePassword,
): { accounts: AccountRow[]; errors: RowError[] } => {
  const errors: RowError[] = [];
  const missing = ACCOUNT_COLUMNS.required.filter((c) => !table.columns.includes(c));
  for (const column of missing) {
    errors.push({ row: 1, column, messageKey: 'import.error.missingColumn' });
  }
  if (missing.length > 0) return { accounts: [], errors };
  if (table.rows.length === 0) {
    return { accounts: [], errors: [{ row: 1, column: '', messageKey: 'import.error.empty' }] };
  }
  const byName = new Map<string, SchoolClass[]>();
  for (const c of classes) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const seen = new Set<string>();
  const accounts: AccountRow[] = [];
  for (const { row, cells } of table.rows) {
    const err = (column: string, messageKey: string, params?: RowError['params']) =>
      errors.push({ row, column, messageKey, ...(params ? { params } : {}) });
    const username = cells.username ?? '';
    const displayName = cells.displayName ?? '';
    const className = cells.class ?? '';
    const roleText = cells.role ?? '';
    const pwd = cells.password ?? '';
    const before = errors.length;

    if (!username) err('username', 'import.error.required');
    else if (!usernameRe.test(username))
      err('username', 'admin.import.badUsername', { value: username });
    else if (seen.has(username)) err('username', 'admin.import.usernameTwice', { value: username });
    else if (taken.has(username))
      err('username', 'admin.import.usernameTaken', { value: username });
    seen.add(username);

    if (!displayName) err('displayName', 'import.error.required');
    else if (displayName.length > DISPLAY_NAME_MAX) {
      err('displayName', 'import.error.tooLong', { max: DISPLAY_NAME_MAX });
    }

    const role = roleText ? ROLES[roleText.toLowerCase()] : 'student';
    if (!role) {
      err('role', 'import.error.notAllowed', {
        value: roleText,
        allowed: 'student, teacher, admin',
      });
    }

    let classId: string | null = null;
    const rule = role ? classRule(role, className !== '') : null;
    if (rule) err('class', rule === 'admin.error.classRequired' ? 'import.error.required' : rule);
    else if (className) {
      const found = byName.get(className) ?? [];
      if (found.length === 0) err('class', 'admin.import.unknownClass', { value: className });
      else if (found.length > 1) err('class', 'admin.import.ambiguousClass', { value: className });
      else classId = found[0]!.id;
    }

    if (pwd && (pwd.length < PASSWORD_MIN || pwd.length > PASSWORD_MAX)) {
      err('password', 'admin.import.badPassword', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    }

    if (errors.length > before || !role) continue;
    accounts.push({
      id: newId(),
      username,
      displayName,
      role,
      classId,
      passwordHash: '',
      createdAt: now.toISOString(),
      mustChangePassword: true,
      password: pwd || password(),
      generated: !pwd,
    });
  }
  return { accounts: errors.length > 0 ? [] : accounts, errors };
};

export const rowsError = (errors: RowError[]) =>
  new ApiError(400, 'admin.import.rows', { count: errors.length }, errors);

export type ImportResult = {
  imported: number;
  /** Passwords the server generated, to hand out once. */
  passwords: { username: string; password: string }[];
};

/** Checks the table and, when every row is right, creates all its accounts in one transaction. */
export const importAccounts = async (
  storage: Storage,
  table: Table,
  now: Date,
): Promise<ImportResult> => {
  const classes = await storage.listClasses();
  const taken = new Set<string>();
  const names = [...new Set(table.rows.map((r) => r.cells.username ?? '').filter(Boolean))];
  for (const name of names) if (await storage.getUserByUsername(name)) taken.add(name);
  const { accounts, errors } = checkAccountRows(table, classes, taken, now);
  if (errors.length > 0) throw rowsError(errors);
  const hashes = await hashAll(accounts.map((a) => a.password));
  const users: NewUser[] = accounts.map(({ password: _p, generated: _g, ...u }, i) => ({
    ...u,
    passwordHash: hashes[i]!,
  }));
  try {
    await storage.importUsers(users);
  } catch (e) {
    // Taken between the check and the write (another import): the same row error, nothing written.
    if (e instanceof DuplicateError) {
      const i = accounts.findIndex((a) => e.message === `duplicate username ${a.username}`);
      const row = table.rows[i]?.row ?? 1; // one account per row when no row has an error
      throw rowsError([
        {
          row,
          column: 'username',
          messageKey: 'admin.import.usernameTaken',
          params: { value: accounts[i]?.username ?? '' },
        },
      ]);
    }
    throw e;
  }
  return {
    imported: users.length,
    passwords: accounts
      .filter((a) => a.generated)
      .map((a) => ({ username: a.username, password: a.password })),
  };
};
