/**
 * /api/Admin/Import on a real database: a file with bad rows (twice in the file, taken, unknown
 * class, missing or bad cells), a missing column, an empty file, too many rows or a wrong type is
 * refused with every error and writes nothing; a good CSV or XLSX file is imported whole.
 */
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { adminHarness } from './testing.ts';

type Fixture = Awaited<ReturnType<typeof adminHarness>>;

let h: Harness;
let upload: Fixture['upload'];

beforeAll(async () => {
  ({ h, upload } = await adminHarness());
});
afterAll(() => h.close());

const userCount = () => h.storage.countUsers();

describe('import', () => {
  const header = 'username,displayName,class,password,role\n';
  const names = async () =>
    (await h.storage.listUsers({ search: 'imp', limit: 100 })).users.map((u) => u.username);

  it('refuses a file with bad rows: every row error, nothing written', async () => {
    await h.storage.createUser({
      id: 'id-taken01',
      username: 'imptaken',
      displayName: 'T',
      role: 'student',
      passwordHash: 'x',
      classId: 'cA',
      createdAt: h.clock.now.toISOString(),
    });
    const before = await userCount();
    const csv =
      header +
      'imp001,One,Class A,,\n' + // fine
      'imp001,Again,Class A,,\n' + // twice in the file
      'imptaken,Taken,Class A,,\n' + // taken in the database
      'imp003,Three,No Such Class,,\n' +
      'imp004,,Class A,short,\n' + // no display name, password too short
      'i!,Bad,Class A,,\n' +
      'imp005,Five,,,\n' + // a student without class
      'imp006,Six,Class A,,janitor\n' +
      'imp007,Seven,Class A,,teacher\n'; // staff with a class
    const r = await upload('accounts.csv', csv);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().message).toBe('admin.import.rows');
    const rows = r
      .json()
      .data.rows.map((e: { row: number; column: string; messageKey: string }) => [
        e.row,
        e.column,
        e.messageKey,
      ]);
    expect(rows).toEqual([
      [3, 'username', 'admin.import.usernameTwice'],
      [4, 'username', 'admin.import.usernameTaken'],
      [5, 'class', 'admin.import.unknownClass'],
      [6, 'displayName', 'import.error.required'],
      [6, 'password', 'admin.import.badPassword'],
      [7, 'username', 'admin.import.badUsername'],
      [8, 'class', 'import.error.required'],
      [9, 'role', 'import.error.notAllowed'],
      [10, 'class', 'admin.error.classForStudents'],
    ]);
    expect(await userCount()).toBe(before);
    expect(await names()).toEqual(['imptaken']);
  });

  it('refuses a missing column, an empty file, too many rows and a wrong file type', async () => {
    const before = await userCount();
    const missing = await upload('a.csv', 'username,class\nimp010,Class A\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.rows).toEqual([
      { row: 1, column: 'displayName', messageKey: 'import.error.missingColumn' },
    ]);
    expect((await upload('a.csv', header)).json().data.rows[0].messageKey).toBe(
      'import.error.empty',
    );
    const many =
      header + Array.from({ length: 2001 }, (_, i) => `impmany${i},M,Class A,,`).join('\n');
    const tooMany = await upload('many.csv', many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'import.error.tooManyRows',
      data: { params: { max: 2000 } },
    });
    const pdf = await upload('accounts.pdf', '%PDF-1.4');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('import.error.fileType');
    expect(await userCount()).toBe(before);
  });

  it('imports a good CSV whole: generated passwords once, every account must change it', async () => {
    const csv =
      header + 'imp101,Alice,Class A,,\nimp102,Bob,Class A,given-pass-1,\nimpteach,Tea,,,teacher\n';
    const r = await upload('accounts.csv', csv);
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    expect(data.imported).toBe(3);
    expect(data.passwords.map((p: { username: string }) => p.username)).toEqual([
      'imp101',
      'impteach',
    ]);
    expect(await h.storage.getUserByUsername('imp102')).toMatchObject({
      classId: 'cA',
      role: 'student',
      mustChangePassword: true,
    });
    expect(await h.storage.getUserByUsername('impteach')).toMatchObject({
      classId: null,
      role: 'teacher',
    });
    const login = await h.post('/api/User/login', {
      userName: 'imp101',
      password: data.passwords[0].password,
    });
    expect(login.json().data.userInfo.mustChangePassword).toBe(true);
    expect(
      (await h.post('/api/User/login', { userName: 'imp102', password: 'given-pass-1' }))
        .statusCode,
    ).toBe(200);
  });

  it('imports an XLSX file with Chinese headers', async () => {
    const bytes = await writeExcelFile([
      ['用户名', '姓名', '班级'].map((value) => ({ value })),
      ['imp201', '王小明', 'Class A'].map((value) => ({ value })),
    ]).toBuffer();
    const r = await upload('学生.xlsx', bytes);
    expect(r.statusCode, r.body).toBe(200);
    expect(await h.storage.getUserByUsername('imp201')).toMatchObject({
      displayName: '王小明',
      classId: 'cA',
    });
  });

  it('hashes 500 accounts with bounded concurrency in reasonable time', async () => {
    const csv =
      header + Array.from({ length: 500 }, (_, i) => `impbulk${i},B ${i},Class A,,`).join('\n');
    const t0 = performance.now();
    const r = await upload('bulk.csv', csv);
    const ms = performance.now() - t0;
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.imported).toBe(500);
    process.stderr.write(`[admin import] 500 rows imported in ${Math.round(ms)} ms\n`);
    expect(ms).toBeLessThan(60_000);
  }, 90_000);
});
