/** Integration tests: demo data. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './auth/passwords.ts';
import { DEMO_PASSWORD, seedIfEmpty } from './seed.ts';
import { openStorage } from './storage/index.ts';

const withStorage = async (fn: (s: Awaited<ReturnType<typeof openStorage>>) => Promise<void>) => {
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-seed-'));
  const storage = await openStorage({ dataDir: dir });
  try {
    await fn(storage);
  } finally {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('demo data', () => {
  it('seeds a school, two classes with a teacher each, student01-30 and admin once, on an empty database', async () => {
    await withStorage(async (storage) => {
      const now = new Date('2026-11-22T00:00:00Z');
      expect(await seedIfEmpty(storage, false, now)).toBe('seeded');
      expect(await storage.countUsers()).toBe(33);
      const s30 = await storage.getUserByUsername('student30');
      expect(s30?.role).toBe('student');
      expect(await verifyPassword(s30!.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await storage.getUserByUsername('admin')).toMatchObject({
        role: 'admin',
        classId: null,
      });

      const classes = await storage.listClasses();
      expect(classes.map((c) => c.name)).toEqual([
        'Cross-border E-commerce 2026-1',
        'Cross-border E-commerce 2026-2',
      ]);
      expect(new Set(classes.map((c) => c.schoolId)).size).toBe(1);
      expect((await storage.getSchool(classes[0]!.schoolId))?.name).toBe('Demo Vocational College');
      // Both classes belong to the major "Cross-border E-commerce" of the one college.
      expect(new Set(classes.map((c) => c.majorId)).size).toBe(1);
      const major = await storage.getMajor(classes[0]!.majorId!);
      expect(major?.name).toBe('Cross-border E-commerce');
      expect(await storage.getCollege(major!.collegeId)).toEqual({
        id: major!.collegeId,
        schoolId: classes[0]!.schoolId,
        name: 'School of International Business',
      });
      const numbers = (from: number, to: number) =>
        Array.from(
          { length: to - from + 1 },
          (_, i) => `student${String(from + i).padStart(2, '0')}`,
        );
      const expected = [
        { teacher: 'teacher01', displayName: 'Teacher 01', students: numbers(1, 15) },
        { teacher: 'teacher02', displayName: 'Teacher 02', students: numbers(16, 30) },
      ];
      for (const [i, want] of expected.entries()) {
        const cls = classes[i]!;
        const teacher = await storage.getUserByUsername(want.teacher);
        expect(teacher).toMatchObject({
          role: 'teacher',
          displayName: want.displayName,
          classId: null,
        });
        expect((await storage.listClassStaff(cls.id)).map((m) => [m.userId, m.role])).toEqual([
          [teacher!.id, 'teacher'],
        ]);
        expect(await storage.listClasses(teacher!.id)).toEqual([cls]);
        const users = await storage.listClassUsers(cls.id);
        expect(users.map((u) => u.username)).toEqual(want.students);
        expect(users.every((u) => u.role === 'student')).toBe(true);
      }
      expect(await seedIfEmpty(storage, false, now)).toBe('notEmpty');
    });
  });
  it('refuses demo passwords in production', async () => {
    await withStorage(async (storage) => {
      expect(await seedIfEmpty(storage, true, new Date())).toBe('refused');
      expect(await storage.countUsers()).toBe(0);
    });
  });
});
