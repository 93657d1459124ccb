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
  it('seeds a school, a class, teacher01, student01-30 and admin once, on an empty database', async () => {
    await withStorage(async (storage) => {
      const now = new Date('2026-11-22T00:00:00Z');
      expect(await seedIfEmpty(storage, false, now)).toBe('seeded');
      expect(await storage.countUsers()).toBe(32);
      const s30 = await storage.getUserByUsername('student30');
      expect(s30?.role).toBe('student');
      expect(s30?.classId).not.toBeNull();
      expect(await verifyPassword(s30!.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect((await storage.getUserByUsername('teacher01'))?.role).toBe('teacher');
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
