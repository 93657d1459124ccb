/** Demo data for a first start on an empty database: a school, a class, a teacher, 30 students. */
import { randomUUID } from 'node:crypto';
import { hashPassword } from './auth/passwords.ts';
import type { Storage, User } from './storage/types.ts';

export const DEMO_PASSWORD = 'demo1234';

export const seedDemo = async (storage: Storage, now: Date): Promise<string[]> => {
  const schoolId = randomUUID();
  const classId = randomUUID();
  const teacherId = randomUUID();
  await storage.createSchool({ id: schoolId, name: 'Demo Vocational College' });
  const names: [string, string, User['role'], string | null][] = [
    ['admin', 'Administrator', 'admin', null],
    ['teacher01', 'Teacher 01', 'teacher', null],
    ...Array.from({ length: 30 }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return [`student${n}`, `Student ${n}`, 'student', classId] as [
        string,
        string,
        User['role'],
        string,
      ];
    }),
  ];
  const hashes = await Promise.all(names.map(() => hashPassword(DEMO_PASSWORD)));
  await storage.createUser({
    id: teacherId,
    username: 'teacher01',
    displayName: 'Teacher 01',
    role: 'teacher',
    passwordHash: hashes[1]!,
    classId: null,
    createdAt: now.toISOString(),
  });
  await storage.createClass({
    id: classId,
    schoolId,
    name: 'Cross-border E-commerce 2026-1',
    teacherId,
  });
  for (const [i, [username, displayName, role, cls]] of names.entries()) {
    if (username === 'teacher01') continue;
    await storage.createUser({
      id: randomUUID(),
      username,
      displayName,
      role,
      passwordHash: hashes[i]!,
      classId: cls,
      createdAt: now.toISOString(),
    });
  }
  return names.map(([u]) => u);
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
