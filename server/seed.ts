/**
 * Demo data for a first start on an empty database: one school, its college "School of
 * International Business" with the major "Cross-border E-commerce", and two classes of it —
 * "Cross-border E-commerce 2026-1" (teacher01, student01–student15) and
 * "Cross-border E-commerce 2026-2" (teacher02, student16–student30) — and an admin.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from './auth/passwords.ts';
import type { Storage, User } from './storage/types.ts';

export const DEMO_PASSWORD = 'demo1234';

/** The demo classes: name, teacher (username, display name) and student numbers first–last. */
const CLASSES = [
  {
    name: 'Cross-border E-commerce 2026-1',
    teacher: ['teacher01', 'Teacher 01'],
    students: [1, 15],
  },
  {
    name: 'Cross-border E-commerce 2026-2',
    teacher: ['teacher02', 'Teacher 02'],
    students: [16, 30],
  },
] as const;

type Account = {
  username: string;
  displayName: string;
  role: User['role'];
  classId: string | null;
};

/** Creates the demo school, classes and accounts; returns the usernames, admin first. */
export const seedDemo = async (storage: Storage, now: Date): Promise<string[]> => {
  const schoolId = randomUUID();
  await storage.createSchool({ id: schoolId, name: 'Demo Vocational College' });
  const collegeId = randomUUID();
  const majorId = randomUUID();
  await storage.createCollege({
    id: collegeId,
    schoolId,
    name: 'School of International Business',
  });
  await storage.createMajor({ id: majorId, collegeId, name: 'Cross-border E-commerce' });
  const classes = CLASSES.map((c) => ({ ...c, id: randomUUID(), teacherId: randomUUID() }));
  const students: Account[] = classes.flatMap(({ id, students: [first, last] }) =>
    Array.from({ length: last - first + 1 }, (_, i) => {
      const n = String(first + i).padStart(2, '0');
      return { username: `student${n}`, displayName: `Student ${n}`, role: 'student', classId: id };
    }),
  );
  const teachers: (Account & { id: string })[] = classes.map((c) => ({
    id: c.teacherId,
    username: c.teacher[0],
    displayName: c.teacher[1],
    role: 'teacher',
    classId: null,
  }));
  const accounts: Account[] = [
    { username: 'admin', displayName: 'Administrator', role: 'admin', classId: null },
    ...teachers,
    ...students,
  ];
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)));
  const create = (a: Account & { id?: string }, i: number) =>
    storage.createUser({
      id: a.id ?? randomUUID(),
      username: a.username,
      displayName: a.displayName,
      role: a.role,
      passwordHash: hashes[i]!,
      classId: a.classId,
      createdAt: now.toISOString(),
    });
  // A class refers to its teacher and a student to its class: teachers, classes, then students.
  for (const [i, a] of accounts.entries()) if (a.role !== 'student') await create(a, i);
  for (const c of classes) {
    await storage.createClass({
      id: c.id,
      schoolId,
      name: c.name,
      teacherId: c.teacherId,
      majorId,
    });
  }
  for (const [i, a] of accounts.entries()) if (a.role === 'student') await create(a, i);
  return accounts.map((a) => a.username);
};

/**
 * Seeds demo accounts when the database has no user, except in production, where demo
 * passwords are refused. Returns what it did.
 */
export const seedIfEmpty = async (
  storage: Storage,
  production: boolean,
  now: Date,
): Promise<'seeded' | 'refused' | 'notEmpty'> => {
  if ((await storage.countUsers()) > 0) return 'notEmpty';
  if (production) return 'refused';
  await seedDemo(storage, now);
  return 'seeded';
};
