/**
 * cbsim users import: the same checks and the one transaction as the admin page. A file with
 * errors prints every row error, exits 1 and writes nothing; a good CSV or XLSX file creates all
 * its accounts and prints the generated passwords once.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../server/auth/passwords.ts';
import { openSqlite } from '../server/storage/sqlite.ts';
import type { Storage } from '../server/storage/types.ts';
import { usersCommand } from './commands/users.ts';
import type { Io } from './io.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let dir: string;
let db: string;
let storage: Storage;

const collect = () => {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t) };
  return { io, out, err };
};
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'cli/cbsim.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: join(dir, 'unused'), DATABASE_URL: '' },
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cbsim-users-'));
  db = join(dir, 'school.db');
  storage = openSqlite(db);
  await storage.migrate();
  await storage.createSchool({ id: 'sch', name: 'School' });
  await storage.createClass({ id: 'cA', schoolId: 'sch', name: '2026-1', teacherId: null });
  await storage.createUser({
    id: 'u-1',
    username: 'existing',
    displayName: 'E',
    role: 'student',
    passwordHash: 'x',
    classId: 'cA',
    createdAt: new Date().toISOString(),
  });
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

it('prints every row error, exits 1 and writes nothing', () => {
  const file = join(dir, 'bad.csv');
  writeFileSync(
    file,
    'username,displayName,class,password\nnew01,A,2026-1,\nnew01,B,2026-1,\nexisting,C,2026-1,\nnew02,D,2026-9,\nnew03,E,2026-1,abc\n',
  );
  const r = cli('users', 'import', file, '--db', db);
  expect(r.status, r.stderr).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr.split('\n').filter(Boolean)).toEqual([
    'row 3, username: new01 appears twice in the file',
    'row 4, username: The account existing already exists',
    'row 5, class: There is no class “2026-9”',
    'row 6, password: A password has 8–64 characters',
    '4 errors in bad.csv; nothing imported',
  ]);
  return storage.countUsers().then((n) => expect(n).toBe(1));
});

it('refuses an unreadable or wrong file and a bad command line', () => {
  const txt = join(dir, 'accounts.txt');
  writeFileSync(txt, 'username\n');
  const r = cli('users', 'import', txt, '--db', db);
  expect([r.status, r.stderr.trim()]).toEqual([
    1,
    'accounts.txt: Only CSV and XLSX files can be imported; nothing imported',
  ]);
  expect(cli('users', 'import').status).toBe(2);
  expect(cli('users', 'export', txt).status).toBe(2);
});

it('imports a good CSV file whole and prints the generated passwords once', async () => {
  const file = join(dir, 'good.csv');
  writeFileSync(
    file,
    'username,displayName,class,password,role\nnew11,A,2026-1,,\nnew12,B,2026-1,chosen-pass,\nteach11,T,,,teacher\n',
  );
  const r = cli('users', 'import', file, '--db', db);
  expect(r.status, r.stderr).toBe(0);
  const lines = r.stdout.split('\n').filter(Boolean);
  expect(lines[0]).toBe('3 accounts imported from good.csv');
  const generated = Object.fromEntries(lines.slice(2).map((l) => l.split('\t')));
  expect(Object.keys(generated)).toEqual(['new11', 'teach11']);
  const new11 = await storage.getUserByUsername('new11');
  expect(new11).toMatchObject({ classId: 'cA', mustChangePassword: true });
  expect(await verifyPassword(new11!.passwordHash, generated.new11!)).toBe(true);
  expect(await storage.getUserByUsername('teach11')).toMatchObject({
    role: 'teacher',
    classId: null,
  });
  expect(await storage.countUsers()).toBe(4);
});

it('imports an XLSX file through the same path (in process)', async () => {
  const file = join(dir, 'good.xlsx');
  const bytes = await writeExcelFile([
    ['用户名', '姓名', '班级', '密码'].map((value) => ({ value })),
    ['new21', '李雷', '2026-1', 'li-lei-pass'].map((value) => ({ value })),
  ]).toBuffer();
  writeFileSync(file, bytes);
  const { io, out, err } = collect();
  expect(await usersCommand(['import', file], { dataDir: dir, db }, io)).toBe(0);
  expect([out, err]).toEqual([['1 accounts imported from good.xlsx'], []]);
  expect(await storage.getUserByUsername('new21')).toMatchObject({ displayName: '李雷' });
});
