/**
 * Contract: colleges and majors, class and account administration, password resets that revoke
 * sessions, and the all-or-nothing user import.
 */
import { expect, it } from 'vitest';
import { DuplicateError } from '../../server/storage/types.ts';
import type { NewUser, Storage } from '../../server/storage/types.ts';
import { at, seed, student, teacher } from './harness.ts';
import type { Factory } from './harness.ts';

const session = (tokenHash: string, userId: string) => ({
  tokenHash,
  userId,
  createdAt: at(0),
  expiresAt: at(600),
  lastSeenAt: at(0),
});

const newStudent = (n: number, over: Partial<NewUser> = {}): NewUser => ({
  ...student,
  id: `u-new${n}`,
  username: `new${String(n).padStart(3, '0')}`,
  displayName: `New ${n}`,
  ...over,
});

export function orgContract(factory: Factory): void {
  let s: Storage;
  const seeded = async () => {
    s = (await factory()).storage;
    await seed(s);
  };

  it('lists the schools by name and renames one', async () => {
    await seeded();
    await s.createSchool({ id: 's0', name: 'Zeta Vocational College' });
    const names = async () => (await s.listSchools()).map((x) => x.name);
    const before = await names();
    expect(before).toContain('Zeta Vocational College');
    expect([...before].sort()).toEqual(before);
    await s.renameSchool('s0', 'Alpha Vocational College');
    expect((await s.getSchool('s0'))?.name).toBe('Alpha Vocational College');
    expect((await names())[0]).toBe('Alpha Vocational College');
  });

  it('stores colleges and majors, lists them by name; a class may belong to a major', async () => {
    await seeded();
    await s.createCollege({ id: 'col-b', schoolId: 's1', name: 'Business' });
    await s.createCollege({ id: 'col-a', schoolId: 's1', name: 'Arts' });
    await expect(s.createCollege({ id: 'col-a', schoolId: 's1', name: 'X' })).rejects.toThrow(
      DuplicateError,
    );
    await s.createMajor({ id: 'maj-1', collegeId: 'col-b', name: 'E-commerce' });
    await s.createMajor({ id: 'maj-2', collegeId: 'col-a', name: 'Design' });
    expect(await s.getCollege('col-b')).toEqual({ id: 'col-b', schoolId: 's1', name: 'Business' });
    expect(await s.getCollege('nope')).toBeNull();
    expect(await s.getMajor('maj-1')).toEqual({
      id: 'maj-1',
      collegeId: 'col-b',
      name: 'E-commerce',
    });
    expect(await s.getMajor('nope')).toBeNull();
    expect((await s.listColleges()).map((c) => c.id)).toEqual(['col-a', 'col-b']);
    expect((await s.listMajors()).map((m) => m.id)).toEqual(['maj-2', 'maj-1']);

    await s.createClass({
      id: 'c2',
      schoolId: 's1',
      name: 'C2',
      teacherId: null,
      majorId: 'maj-1',
    });
    expect((await s.getClass('c2'))?.majorId).toBe('maj-1');
    expect((await s.getClass('c1'))?.majorId).toBeNull();
  });

  it('updates a class: only the given fields; an unknown class is false', async () => {
    await seeded();
    await s.createCollege({ id: 'col', schoolId: 's1', name: 'Business' });
    await s.createMajor({ id: 'maj', collegeId: 'col', name: 'E-commerce' });
    expect(await s.updateClass('c1', { majorId: 'maj' })).toBe(true);
    expect(await s.getClass('c1')).toEqual({
      id: 'c1',
      schoolId: 's1',
      name: 'Class 1',
      majorId: 'maj',
      gradingMethod: 'highest',
    });
    expect(await s.updateClass('c1', { name: 'Renamed' })).toBe(true);
    expect(await s.getClass('c1')).toMatchObject({ name: 'Renamed', majorId: 'maj' });
    expect(await s.updateClass('c1', { majorId: null })).toBe(true);
    expect((await s.getClass('c1'))?.majorId).toBeNull();
    expect(await s.updateClass('c1', {})).toBe(true);
    for (const method of ['average', 'first', 'last', 'highest'] as const) {
      expect(await s.updateClass('c1', { gradingMethod: method })).toBe(true);
      expect((await s.getClass('c1'))?.gradingMethod).toBe(method);
    }
    // The column takes only the four methods.
    await expect(
      s.updateClass('c1', { gradingMethod: 'best' as unknown as 'highest' }),
    ).rejects.toThrow();
    expect((await s.getClass('c1'))?.gradingMethod).toBe('highest');
    expect(await s.updateClass('nope', { name: 'X' })).toBe(false);
    expect(await s.updateClass('nope', {})).toBe(false);
  });

  it('keeps a class staff: teachers first, set whole or one by one; a bad row writes nothing', async () => {
    await seeded();
    const roles = async (classId?: string) =>
      (await s.listClassStaff(classId)).map((m) => [m.classId, m.username, m.role]);
    // The class's teacher at creation is its staff member as teacher, with the account's names.
    expect(await s.listClassStaff('c1')).toEqual([
      {
        classId: 'c1',
        userId: teacher.id,
        role: 'teacher',
        username: teacher.username,
        displayName: teacher.displayName,
      },
    ]);
    const a = { ...teacher, id: 'u-a', username: 'ast01' };
    const b = { ...teacher, id: 'u-b', username: 'zed01' };
    await s.createUser(a);
    await s.createUser(b);
    await s.createClass({ id: 'c2', schoolId: 's1', name: 'C2', teacherId: null });
    expect(await s.listClassStaff('c2')).toEqual([]);
    await s.setStaffRole('c1', a.id, 'assistant');
    await s.setStaffRole('c1', b.id, 'teacher');
    expect(await roles('c1')).toEqual([
      ['c1', 'tea01', 'teacher'],
      ['c1', 'zed01', 'teacher'],
      ['c1', 'ast01', 'assistant'],
    ]);
    await s.setStaffRole('c1', b.id, 'assistant');
    await s.setStaffRole('c1', a.id, null);
    await s.setStaffRole('c1', a.id, null);
    expect(await roles('c1')).toEqual([
      ['c1', 'tea01', 'teacher'],
      ['c1', 'zed01', 'assistant'],
    ]);
    await s.setClassStaff('c2', [
      { userId: a.id, role: 'assistant' },
      { userId: b.id, role: 'teacher' },
    ]);
    expect(await roles()).toEqual([
      ['c1', 'tea01', 'teacher'],
      ['c1', 'zed01', 'assistant'],
      ['c2', 'zed01', 'teacher'],
      ['c2', 'ast01', 'assistant'],
    ]);
    // The same user twice, or an unknown user: nothing of the new list is written.
    await expect(
      s.setClassStaff('c2', [
        { userId: a.id, role: 'teacher' },
        { userId: a.id, role: 'assistant' },
      ]),
    ).rejects.toThrow();
    await expect(s.setClassStaff('c2', [{ userId: 'nobody', role: 'teacher' }])).rejects.toThrow();
    expect(await roles('c2')).toEqual([
      ['c2', 'zed01', 'teacher'],
      ['c2', 'ast01', 'assistant'],
    ]);
    await s.setClassStaff('c2', []);
    expect(await roles('c2')).toEqual([]);
  });

  it('lists users by role, class and search (username or display name, any case), paged', async () => {
    await seeded();
    await s.createClass({ id: 'c2', schoolId: 's1', name: 'C2', teacherId: null });
    await s.createUser(newStudent(1, { displayName: 'Alice Smith' }));
    await s.createUser(newStudent(2, { displayName: '王小明', classId: 'c2' }));
    await s.createUser(newStudent(3, { displayName: '100%_done' }));
    const names = (r: { users: { username: string }[] }) => r.users.map((u) => u.username);

    const all = await s.listUsers({ limit: 10 });
    expect(all.total).toBe(5);
    expect(names(all)).toEqual(['new001', 'new002', 'new003', 'stu01', 'tea01']);
    expect(all.users[3]).toEqual(student);
    expect(names(await s.listUsers({ limit: 2, offset: 1 }))).toEqual(['new002', 'new003']);
    expect((await s.listUsers({ limit: 2, offset: 1 })).total).toBe(5);
    expect(names(await s.listUsers({ role: 'teacher', limit: 10 }))).toEqual(['tea01']);
    expect(names(await s.listUsers({ classId: 'c2', limit: 10 }))).toEqual(['new002']);
    expect(names(await s.listUsers({ search: 'ALICE', limit: 10 }))).toEqual(['new001']);
    expect(names(await s.listUsers({ search: '小明', limit: 10 }))).toEqual(['new002']);
    expect(names(await s.listUsers({ search: 'NEW00', limit: 10 }))).toEqual([
      'new001',
      'new002',
      'new003',
    ]);
    // Wildcards are searched as text.
    expect(names(await s.listUsers({ search: '%_', limit: 10 }))).toEqual(['new003']);
    expect(await s.listUsers({ search: 'nobody', limit: 10 })).toEqual({ users: [], total: 0 });
    expect(await s.countStudentsByClass()).toEqual({ c1: 3, c2: 1 });
  });

  it('updates a user: display name and class; an unknown user is false', async () => {
    await seeded();
    await s.createClass({ id: 'c2', schoolId: 's1', name: 'C2', teacherId: null });
    expect(await s.updateUser(student.id, { displayName: 'Renamed', classId: 'c2' })).toBe(true);
    expect(await s.getUserById(student.id)).toEqual({
      ...student,
      displayName: 'Renamed',
      classId: 'c2',
    });
    expect(await s.updateUser(student.id, { classId: null })).toBe(true);
    expect((await s.getUserById(student.id))?.classId).toBeNull();
    expect(await s.updateUser('nobody', { displayName: 'X' })).toBe(false);
  });

  it('sets a password with its must-change flag and revokes the sessions of that user but one', async () => {
    await seeded();
    await s.createSession(session('h1', student.id));
    await s.createSession(session('h2', student.id));
    await s.createSession(session('h3', teacher.id));
    await s.setPassword(student.id, '$argon2id$reset', true);
    expect(await s.getUserById(student.id)).toMatchObject({
      passwordHash: '$argon2id$reset',
      mustChangePassword: true,
    });
    expect(await s.getSession('h1')).toBeNull();
    expect(await s.getSession('h2')).toBeNull();
    expect(await s.getSession('h3')).not.toBeNull();

    await s.createSession(session('h4', student.id));
    await s.createSession(session('h5', student.id));
    await s.setPassword(student.id, '$argon2id$mine', false, 'h4');
    expect(await s.getUserById(student.id)).toMatchObject({
      passwordHash: '$argon2id$mine',
      mustChangePassword: false,
    });
    expect(await s.getSession('h4')).not.toBeNull();
    expect(await s.getSession('h5')).toBeNull();
  });

  it('imports users in one transaction: all of them, or none with the taken username named', async () => {
    await seeded();
    const batch = Array.from({ length: 50 }, (_, i) =>
      newStudent(i, { mustChangePassword: i % 2 === 0 }),
    );
    await s.importUsers(batch);
    expect(await s.countUsers()).toBe(52);
    expect(await s.getUserByUsername('new000')).toMatchObject({ mustChangePassword: true });
    expect(await s.getUserByUsername('new001')).toMatchObject({ mustChangePassword: false });

    const clash = [newStudent(100), newStudent(101, { username: 'stu01' }), newStudent(102)];
    await expect(s.importUsers(clash)).rejects.toThrow(new DuplicateError('username stu01'));
    const inFile = [newStudent(200), newStudent(201, { username: 'new200' })];
    await expect(s.importUsers(inFile)).rejects.toThrow(new DuplicateError('username new200'));
    expect(await s.countUsers()).toBe(52);
    expect(await s.getUserByUsername('new100')).toBeNull();
    expect(await s.getUserByUsername('new200')).toBeNull();
    await s.importUsers([]);
    expect(await s.countUsers()).toBe(52);
  });
}
