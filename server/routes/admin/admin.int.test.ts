/**
 * /api/Admin on a real database: every route answers an admin, refuses teachers and students
 * (403) and anonymous calls (401); classes and accounts are created and edited with their rules;
 * a password reset ends the user's sessions and forces a change at the next login (every call
 * but ChangePwd and Logout is 403 until then). The accounts import: import.int.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../testing/multipart.ts';
import { PASSWORD, type Harness } from '../../testing/harness.ts';
import { adminHarness, MAJOR } from './testing.ts';

type Fixture = Awaited<ReturnType<typeof adminHarness>>;

let h: Harness;
let call: Fixture['call'];
let upload: Fixture['upload'];

beforeAll(async () => {
  ({ h, call, upload } = await adminHarness());
});
afterAll(() => h.close());

const userCount = () => h.storage.countUsers();

describe('access', () => {
  const routes: [string, object][] = [
    ['Org', {}],
    ['CreateClass', { name: 'Class X', majorId: MAJOR, teacherId: null }],
    ['UpdateClass', { id: 'cA', name: 'Class A' }],
    ['SetClassStaff', { classId: 'cA', staff: [] }],
    ['Users', {}],
    ['CreateUser', { username: 'nobody1', displayName: 'N', role: 'teacher', classId: null }],
    ['UpdateUser', { id: 'id-student02', displayName: 'student02' }],
    ['ResetPassword', { id: 'id-student02', password: 'whatever1' }],
    ['SaveSchool', { name: 'Taken Over College' }],
    ['CreateCollege', { name: 'College X' }],
    ['CreateMajor', { collegeId: 'col', name: 'Major X' }],
    ['Storage', {}],
  ];
  it.each(routes)(
    '%s: teachers and students 403, no token 401, nothing written',
    async (path, body) => {
      const before = await userCount();
      for (const who of ['teacher01', 'student01']) {
        const r = await call(path, body, who);
        expect(r.statusCode, `${who} ${r.body}`).toBe(403);
        expect(r.json().message).toBe('errors.forbidden');
      }
      expect((await h.post(`/api/Admin/${path}`, body)).statusCode).toBe(401);
      expect(await userCount()).toBe(before);
      expect((await h.storage.listClassStaff('cA')).map((m) => m.username)).toEqual(['teacher01']);
      expect(await h.storage.getUserByUsername('nobody1')).toBeNull();
      expect((await h.storage.listClasses()).map((c) => c.name)).not.toContain('Class X');
      expect((await h.storage.getUserById('id-student02'))?.mustChangePassword).toBe(false);
      expect((await h.storage.getSchool('sch'))?.name).toBe('Demo School');
      expect((await h.storage.listColleges()).map((c) => c.name)).not.toContain('College X');
      expect((await h.storage.listMajors()).map((m) => m.name)).not.toContain('Major X');
    },
  );

  it('Import: teachers and students 403, no token 401, nothing written', async () => {
    const csv = 'username,displayName,class\nsneaky01,S,Class A\n';
    for (const who of ['teacher01', 'student01']) {
      expect((await upload('a.csv', csv, who)).statusCode).toBe(403);
    }
    expect((await upload('a.csv', csv, null)).statusCode).toBe(401);
    expect(await h.storage.getUserByUsername('sneaky01')).toBeNull();
  });
});

describe('organisation', () => {
  it('lists colleges, majors, classes with teacher and student counts, and the teachers', async () => {
    const r = await call('Org', {});
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    expect(data.school).toBe('Demo School');
    expect(data.colleges).toEqual([
      {
        id: 'col',
        name: 'International Business',
        majors: [{ id: MAJOR, name: 'Cross-border E-commerce' }],
      },
    ]);
    expect(data.classes).toContainEqual({
      id: 'cA',
      name: 'Class A',
      majorId: MAJOR,
      staff: [{ id: 'id-teacher01', username: 'teacher01', name: 'teacher01', role: 'teacher' }],
      students: 1,
    });
    expect(data.teachers).toEqual([
      { id: 'id-teacher01', username: 'teacher01', displayName: 'teacher01' },
    ]);
  });

  it('creates and updates a class; the teacher must be a teacher, the major exist, the name be free', async () => {
    const r = await call('CreateClass', { name: 'Class B', majorId: MAJOR, teacherId: null });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id;
    expect(await h.storage.getClass(id)).toEqual({
      id,
      schoolId: 'sch',
      name: 'Class B',
      majorId: MAJOR,
      gradingMethod: 'highest',
    });
    const refused = async (path: string, body: object, status: number, key: string) => {
      const res = await call(path, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(key);
    };
    await refused(
      'CreateClass',
      { name: 'Class B', majorId: MAJOR, teacherId: null },
      409,
      'admin.error.classNameTaken',
    );
    await refused(
      'CreateClass',
      { name: 'Class C', majorId: 'nope', teacherId: null },
      400,
      'admin.error.unknownMajor',
    );
    await refused(
      'CreateClass',
      { name: 'Class C', majorId: MAJOR, teacherId: 'id-student02' },
      400,
      'admin.error.notATeacher',
    );
    await refused(
      'CreateClass',
      { name: '', majorId: MAJOR, teacherId: null },
      400,
      'errors.validation',
    );
    await refused('UpdateClass', { id, teacherId: 'id-admin' }, 400, 'errors.validation');
    await refused('UpdateClass', { id, name: 'Class A' }, 409, 'admin.error.classNameTaken');
    await refused('UpdateClass', { id: 'nope', name: 'Z' }, 404, 'admin.error.noClass');
    expect((await h.storage.listClasses()).map((c) => c.name)).toEqual(['Class A', 'Class B']);

    const u = await call('UpdateClass', { id, name: 'Class B2' });
    expect(u.statusCode, u.body).toBe(200);
    expect(await h.storage.getClass(id)).toMatchObject({ name: 'Class B2' });
    expect(await h.storage.listClassStaff(id)).toEqual([]);
  });

  it('sets a class staff: teacher accounts only, each once; a refused list writes nothing', async () => {
    const id = (await h.storage.listClasses()).find((c) => c.name === 'Class A')!.id;
    const staffOf = async () => (await h.storage.listClassStaff(id)).map((m) => [m.userId, m.role]);
    const before = await staffOf();
    const refused = async (body: object, status: number, key: string) => {
      const res = await call('SetClassStaff', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(key);
      expect(await staffOf()).toEqual(before);
    };
    const teacher = { userId: 'id-teacher01', role: 'teacher' };
    await refused(
      { classId: id, staff: [teacher, { userId: 'id-student02', role: 'assistant' }] },
      400,
      'admin.error.notATeacher',
    );
    await refused(
      { classId: id, staff: [teacher, { ...teacher, role: 'assistant' }] },
      400,
      'staff.error.twice',
    );
    await refused(
      { classId: id, staff: [{ userId: 'id-teacher01', role: 'boss' }] },
      400,
      'errors.validation',
    );
    await refused({ classId: 'nope', staff: [] }, 404, 'admin.error.noClass');
    const res = await call('SetClassStaff', {
      classId: id,
      staff: [{ ...teacher, role: 'assistant' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await staffOf()).toEqual([['id-teacher01', 'assistant']]);
    const back = await call('SetClassStaff', {
      classId: id,
      staff: before.map(([userId, role]) => ({ userId, role })),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await staffOf()).toEqual(before);
  });
});

describe('school, colleges and majors', () => {
  it('names the school, adds a college and a major a class can then belong to', async () => {
    const ok = async (path: string, body: object) => {
      const r = await call(path, body);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as { id: string };
    };
    expect((await ok('SaveSchool', { name: ' Harbour Vocational College ' })).id).toBe('sch');
    const college = await ok('CreateCollege', { name: 'School of Logistics' });
    const major = await ok('CreateMajor', { collegeId: college.id, name: 'Supply Chain' });
    await ok('CreateClass', { name: 'Logistics 2026-1', majorId: major.id, teacherId: null });
    const org = (await call('Org', {})).json().data as {
      school: string;
      colleges: { name: string; majors: { name: string }[] }[];
    };
    expect(org.school).toBe('Harbour Vocational College');
    expect(org.colleges.find((c) => c.name === 'School of Logistics')?.majors).toEqual([
      { id: major.id, name: 'Supply Chain' },
    ]);
    // Names are unique where they live; a major needs its college.
    const refused: [string, object, number, string][] = [
      ['CreateCollege', { name: 'School of Logistics' }, 409, 'admin.error.collegeNameTaken'],
      [
        'CreateMajor',
        { collegeId: college.id, name: 'Supply Chain' },
        409,
        'admin.error.majorNameTaken',
      ],
      ['CreateMajor', { collegeId: 'nope', name: 'Anything' }, 400, 'admin.error.unknownCollege'],
      ['CreateCollege', { name: '' }, 400, 'errors.validation'],
      ['SaveSchool', { name: 'x'.repeat(101) }, 400, 'errors.validation'],
    ];
    const colleges = (await h.storage.listColleges()).length;
    for (const [path, body, code, key] of refused) {
      const r = await call(path, body);
      expect({ path, code: r.statusCode, key: r.json().message }).toEqual({ path, code, key });
    }
    expect((await h.storage.listColleges()).length).toBe(colleges);
  });

  it('starts an empty database: the school first, then its colleges', async () => {
    const { h: empty, call: callEmpty } = await adminHarness({ school: false });
    try {
      const first = await callEmpty('CreateCollege', { name: 'Business' });
      expect(first.statusCode).toBe(400);
      expect(first.json().message).toBe('admin.error.noSchool');
      expect(((await callEmpty('Org', {})).json().data as { school: string }).school).toBe('');
      expect((await callEmpty('SaveSchool', { name: 'New College' })).statusCode).toBe(200);
      expect((await callEmpty('CreateCollege', { name: 'Business' })).statusCode).toBe(200);
      expect((await empty.storage.listSchools()).map((x) => x.name)).toEqual(['New College']);
    } finally {
      await empty.close();
    }
  });
});

describe('accounts', () => {
  it('lists users with search, class and role filters, paged', async () => {
    const all = await call('Users', { pageSize: 2 });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.total).toBeGreaterThanOrEqual(4);
    expect(all.json().data.users).toHaveLength(2);
    const inA = (await call('Users', { classId: 'cA' })).json().data;
    expect(inA.users).toEqual([
      expect.objectContaining({
        username: 'student01',
        className: 'Class A',
        role: 'student',
        mustChangePassword: false,
      }),
    ]);
    expect(
      (await call('Users', { search: 'TEACH' }))
        .json()
        .data.users.map((u: { username: string }) => u.username),
    ).toEqual(['teacher01']);
    expect((await call('Users', { role: 'admin' })).json().data.total).toBe(1);
    expect((await call('Users', { pageSize: 1000 })).statusCode).toBe(400);
  });

  it('creates a user with a generated password that must be changed; refuses bad ones', async () => {
    const r = await call('CreateUser', {
      username: 'newstu01',
      displayName: 'New',
      role: 'student',
      classId: 'cA',
    });
    expect(r.statusCode, r.body).toBe(200);
    const { password } = r.json().data;
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(await h.storage.getUserByUsername('newstu01')).toMatchObject({
      classId: 'cA',
      mustChangePassword: true,
    });
    const login = await h.post('/api/User/login', { userName: 'newstu01', password });
    expect(login.json().data.userInfo.mustChangePassword).toBe(true);

    const refused = async (body: object, status: number, key: string) => {
      const res = await call('CreateUser', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(key);
    };
    const before = await userCount();
    await refused(
      { username: 'newstu01', displayName: 'X', role: 'student', classId: 'cA' },
      409,
      'admin.error.usernameTaken',
    );
    await refused(
      { username: 'newstu02', displayName: 'X', role: 'student', classId: null },
      400,
      'admin.error.classRequired',
    );
    await refused(
      { username: 'newstu02', displayName: 'X', role: 'teacher', classId: 'cA' },
      400,
      'admin.error.classForStudents',
    );
    await refused(
      { username: 'newstu02', displayName: 'X', role: 'student', classId: 'nope' },
      400,
      'admin.error.unknownClass',
    );
    await refused(
      { username: 'x', displayName: 'X', role: 'student', classId: 'cA' },
      400,
      'errors.validation',
    );
    await refused(
      { username: 'newstu02', displayName: 'X', role: 'student', classId: 'cA', password: 'short' },
      400,
      'errors.validation',
    );
    expect(await userCount()).toBe(before);
  });

  it('updates a user: display name and class by the class rules', async () => {
    const r = await call('UpdateUser', {
      id: 'id-student02',
      displayName: 'Stu Two',
      classId: 'cA',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await h.storage.getUserById('id-student02')).toMatchObject({
      displayName: 'Stu Two',
      classId: 'cA',
    });
    expect((await call('UpdateUser', { id: 'id-student02', classId: null })).json().message).toBe(
      'admin.error.classRequired',
    );
    expect((await call('UpdateUser', { id: 'id-teacher01', classId: 'cA' })).json().message).toBe(
      'admin.error.classForStudents',
    );
    expect((await call('UpdateUser', { id: 'nope', displayName: 'X' })).statusCode).toBe(404);
    expect((await h.storage.getUserById('id-student02'))?.classId).toBe('cA');
  });
});

describe('password reset and the forced change', () => {
  it('ends the sessions, forces a change before anything else, and the change clears it', async () => {
    const old = await h.login('student02');
    const r = await call('ResetPassword', { id: 'id-student02' });
    expect(r.statusCode, r.body).toBe(200);
    const temporary: string = r.json().data.password;
    expect(temporary).toHaveLength(12);
    expect((await h.post('/api/PracticeTraining/CaseList', {}, old)).statusCode).toBe(401);
    expect(
      (await h.post('/api/User/login', { userName: 'student02', password: PASSWORD })).statusCode,
    ).toBe(401);

    const login = await h.post('/api/User/login', { userName: 'student02', password: temporary });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.userInfo.mustChangePassword).toBe(true);
    const token: string = login.json().data.token;
    for (const url of ['/api/PracticeTraining/CaseList', '/api/PracticeTraining/TrainingReport']) {
      const res = await h.post(url, {}, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('user.error.mustChangePassword');
    }
    const changed = await h.post(
      '/api/User/ChangePwd',
      { oldPwd: temporary, newPwd: 'my-own-pass' },
      token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await h.post('/api/PracticeTraining/CaseList', {}, token)).statusCode).toBe(200);
    const again = await h.post('/api/User/login', {
      userName: 'student02',
      password: 'my-own-pass',
    });
    expect(again.json().data.userInfo.mustChangePassword).toBe(false);
    // Logout works while a change is pending.
    await call('ResetPassword', { id: 'id-student02', password: 'admin-set-1' });
    const t2 = (
      await h.post('/api/User/login', { userName: 'student02', password: 'admin-set-1' })
    ).json().data.token;
    expect((await h.post('/api/User/Logout', {}, t2)).statusCode).toBe(200);
    expect((await call('ResetPassword', { id: 'nope' })).statusCode).toBe(404);
  });
});

describe('storage', () => {
  it("totals the uploads of each class's students, with the class name and the quotas", async () => {
    const token = await h.login('student01');
    const id = await h.start(token, 'amazon-late-parcel');
    for (const [name, size] of [
      ['a.txt', 300],
      ['b.txt', 200],
    ] as const) {
      const m = multipart({ userCaseID: id }, { name, content: Buffer.alloc(size, 'x') });
      const r = await h.app.inject({
        method: 'POST',
        url: '/api/PTMail/Upload',
        payload: m.payload,
        headers: { ...m.headers, authorization: `Bearer ${token}` },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const r = await call('Storage', {});
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    expect(data.classes).toContainEqual({
      classId: 'cA',
      className: 'Class A',
      files: 2,
      bytes: 500,
    });
    expect(data.total.files).toBeGreaterThanOrEqual(2);
    expect(data.policy).toEqual({
      perAttempt: { files: 100, bytes: 50 * 1024 * 1024 },
      perUser: { files: 500, bytes: 200 * 1024 * 1024 },
      unusedMinutes: 60,
      resetRetentionDays: 30,
    });
  });
});
