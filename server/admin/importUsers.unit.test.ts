/** checkAccountRows: the pure row checks of an accounts file (the API and the CLI share them). */
import { describe, expect, it } from 'vitest';
import type { SchoolClass } from '../storage/types.ts';
import { checkAccountRows } from './importUsers.ts';

const cls = (id: string, name: string): SchoolClass => ({
  id,
  schoolId: 's',
  name,
  majorId: null,
  gradingMethod: 'highest',
});
const CLASSES = [cls('c1', '2026-1'), cls('c2', 'Twin'), cls('c3', 'Twin')];
const NOW = new Date('2026-11-23T08:00:00.000Z');
const table = (columns: string[], rows: string[][]) => ({
  columns,
  rows: rows.map((r, i) => ({
    row: i + 2,
    cells: Object.fromEntries(columns.map((c, j) => [c, r[j] ?? ''])),
  })),
});
let n = 0;
const check = (t: ReturnType<typeof table>, taken: string[] = []) =>
  checkAccountRows(
    t,
    CLASSES,
    new Set(taken),
    NOW,
    () => `id-${++n}`,
    () => 'GeneratedPw12',
  );

describe('checkAccountRows', () => {
  it('makes one account per row: default role student, roles in Chinese, generated passwords', () => {
    const r = check(
      table(
        ['username', 'displayName', 'class', 'password', 'role'],
        [
          ['stu1', 'One', '2026-1', '', ''],
          ['tea1', 'Two', '', 'typed-pass', '教师'],
          ['adm1', 'Three', '', '', 'Admin'],
        ],
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.accounts.map((a) => [a.username, a.role, a.classId, a.password, a.generated])).toEqual(
      [
        ['stu1', 'student', 'c1', 'GeneratedPw12', true],
        ['tea1', 'teacher', null, 'typed-pass', false],
        ['adm1', 'admin', null, 'GeneratedPw12', true],
      ],
    );
    expect(r.accounts.every((a) => a.mustChangePassword && a.createdAt === NOW.toISOString())).toBe(
      true,
    );
  });

  it('reports every bad row and returns no account', () => {
    const r = check(
      table(
        ['username', 'displayName', 'class'],
        [
          ['ok01', 'Fine', '2026-1'],
          ['ok01', 'Again', '2026-1'],
          ['old01', 'Taken', '2026-1'],
          ['tw01', 'Twin', 'Twin'],
          ['a', 'Short', '2026-1'],
          ['long01', 'x'.repeat(65), '2026-1'],
        ],
      ),
      ['old01'],
    );
    expect(r.accounts).toEqual([]);
    expect(r.errors.map((e) => [e.row, e.column, e.messageKey])).toEqual([
      [3, 'username', 'admin.import.usernameTwice'],
      [4, 'username', 'admin.import.usernameTaken'],
      [5, 'class', 'admin.import.ambiguousClass'],
      [6, 'username', 'admin.import.badUsername'],
      [7, 'displayName', 'import.error.tooLong'],
    ]);
  });

  it('needs the username and displayName columns and at least one row', () => {
    expect(check(table(['username'], [['x']])).errors).toEqual([
      { row: 1, column: 'displayName', messageKey: 'import.error.missingColumn' },
    ]);
    expect(check(table(['username', 'displayName'], [])).errors).toEqual([
      { row: 1, column: '', messageKey: 'import.error.empty' },
    ]);
  });
});
