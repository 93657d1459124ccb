/** Adapters under test and shared fixtures for the storage contract suite. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metadata } from '../../engine/core/envelope.ts';
import { openStorage } from '../../server/storage/index.ts';
import type { Attempt, NewEvent, Storage, User } from '../../server/storage/types.ts';
import { findPgBin, startPgCluster } from '../support/pg-cluster.ts';
import type { PgCluster } from '../support/pg-cluster.ts';

/** One empty, migrated database per test; `open()` opens another connection/pool on it. */
export type Fresh = { kind: Storage['kind']; storage: Storage; open(): Promise<Storage> };
export type Factory = () => Promise<Fresh>;

export type Adapter = {
  name: 'sqlite' | 'postgres';
  /** Why the adapter cannot run here, or null. */
  unavailable: string | null;
  setup(): Promise<void>;
  teardown(): Promise<void>;
  /** Closes every storage opened since the last call. */
  closeAll(): Promise<void>;
  factory: Factory;
};

function tracker() {
  let open: Storage[] = [];
  return {
    /** Opens through openStorage (which migrates) and remembers the storage for closeAll. */
    async add(opts: { dataDir: string; databaseUrl?: string }): Promise<Storage> {
      const s = await openStorage(opts);
      open.push(s);
      return s;
    },
    async closeAll() {
      const all = open;
      open = [];
      await Promise.all(all.map((s) => s.close().catch(() => undefined)));
    },
  };
}

export function sqliteAdapter(): Adapter {
  const t = tracker();
  let dir = '';
  let n = 0;
  return {
    name: 'sqlite',
    unavailable: null,
    async setup() {
      dir = mkdtempSync(join(tmpdir(), 'cbsim-sqlite-'));
    },
    async teardown() {
      await t.closeAll();
      rmSync(dir, { recursive: true, force: true });
    },
    closeAll: () => t.closeAll(),
    async factory() {
      // openStorage creates the (nested) data directory and the file cbsim.db in it.
      const dataDir = join(dir, `test-${++n}`, 'data');
      const open = () => t.add({ dataDir });
      return { kind: 'sqlite', storage: await open(), open };
    },
  };
}

export function postgresAdapter(): Adapter {
  const t = tracker();
  let cluster: PgCluster | null = null;
  return {
    name: 'postgres',
    unavailable: findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)',
    async setup() {
      const started = performance.now();
      cluster = await startPgCluster();
      if (!cluster) throw new Error('PostgreSQL binaries vanished');
      process.stderr.write(
        `[storage contract] PostgreSQL cluster ready in ${Math.round(performance.now() - started)} ms\n`,
      );
    },
    async teardown() {
      await t.closeAll();
      await cluster?.stop();
      cluster = null;
    },
    closeAll: () => t.closeAll(),
    async factory() {
      if (!cluster) throw new Error('cluster not started');
      const url = await cluster.newDatabase();
      const open = () => t.add({ dataDir: '/nonexistent/unused', databaseUrl: url });
      return { kind: 'postgres', storage: await open(), open };
    },
  };
}

// ---- fixtures ----

export const at = (minute: number): string =>
  new Date(Date.UTC(2026, 2, 2, 1, minute)).toISOString();

export const meta = (minute = 0): Metadata => ({
  now: at(minute),
  actor: { kind: 'student', id: 'u-student' },
});

export const ev = (type: string, data: unknown = {}, minute = 0): NewEvent => ({
  type,
  data,
  metadata: meta(minute),
});

export const student: User = {
  id: 'u-student',
  username: 'stu01',
  displayName: '学生一',
  role: 'student',
  passwordHash: '$argon2id$v=19$stub',
  classId: 'c1',
  createdAt: at(0),
  mustChangePassword: false,
};

export const teacher: User = {
  ...student,
  id: 'u-teacher',
  username: 'tea01',
  displayName: 'Teacher',
  role: 'teacher',
  classId: null,
};

/** School s1, class c1 (teacher u-teacher), student u-student, cases case-a and case-b. */
export async function seed(s: Storage): Promise<void> {
  await s.createSchool({ id: 's1', name: '第一学校' });
  await s.createUser(teacher);
  await s.createClass({ id: 'c1', schoolId: 's1', name: 'Class 1', teacherId: teacher.id });
  await s.createUser(student);
  for (const id of ['case-a', 'case-b']) {
    await s.upsertCase({ id, scenarioJson: `{"id":"${id}"}`, contentHash: 'h1', updatedAt: at(0) });
  }
}

export const attempt = (over: Partial<Attempt> = {}): Attempt => ({
  id: 'att-1',
  userId: student.id,
  caseId: 'case-a',
  mode: 'practice',
  seed: 4_294_967_295,
  status: 'inProgress',
  score: null,
  passed: null,
  startedAt: at(1),
  submittedAt: null,
  caseVersion: 'h1',
  ...over,
});
