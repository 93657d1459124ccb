/**
 * Migration 11 (class staff) on a database holding classes from before it, on SQLite and
 * PostgreSQL: each class's teacher becomes its staff member with role 'teacher', a class without
 * one has no staff, and the class keeps its other fields.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../server/storage/index.ts';
import { postgresMigrations, sqliteMigrations } from '../../server/storage/migrations.ts';
import { findPgBin, startPgCluster, type PgCluster } from '../support/pg-cluster.ts';

const BEFORE = 11;
const T0 = '2026-03-02T01:00:00.000Z';
const ROWS = [
  `INSERT INTO schools (id, name) VALUES ('s1', 'School')`,
  `INSERT INTO users (id, username, display_name, role, password_hash, class_id, created_at)
   VALUES ('t1', 'tea01', 'Teacher One', 'teacher', 'x', NULL, '${T0}')`,
  `INSERT INTO classes (id, school_id, name, teacher_id, grading_method)
   VALUES ('c1', 's1', 'Class 1', 't1', 'last')`,
  `INSERT INTO classes (id, school_id, name, teacher_id) VALUES ('c2', 's1', 'Class 2', NULL)`,
];

const expectMigrated = async (storage: Awaited<ReturnType<typeof openStorage>>) => {
  expect(await storage.listClassStaff()).toEqual([
    { classId: 'c1', userId: 't1', role: 'teacher', username: 'tea01', displayName: 'Teacher One' },
  ]);
  expect(await storage.getClass('c1')).toEqual({
    id: 'c1',
    schoolId: 's1',
    name: 'Class 1',
    majorId: null,
    gradingMethod: 'last',
  });
  expect((await storage.listClasses('t1')).map((c) => c.id)).toEqual(['c1']);
  await storage.close();
};

describe('migration 11: class staff', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-migrate11-'));
  let cluster: PgCluster | null = null;
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await cluster?.stop();
  });

  it("makes each SQLite class's teacher its staff member as teacher", async () => {
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir, { recursive: true });
    const raw = new DatabaseSync(join(dataDir, 'cbsim.db'));
    raw.exec(`CREATE TABLE schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`);
    for (const m of sqliteMigrations.filter((x) => x.version < BEFORE)) {
      raw.exec(m.sql);
      raw
        .prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)')
        .run(m.version, m.name);
    }
    for (const sql of ROWS) raw.exec(sql);
    raw.close();
    await expectMigrated(await openStorage({ dataDir }));
  });

  it.skipIf(!findPgBin() && !process.env.CI)(
    "makes each PostgreSQL class's teacher its staff member as teacher",
    async () => {
      cluster = await startPgCluster();
      const url = await cluster!.newDatabase();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE TABLE schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      for (const m of postgresMigrations.filter((x) => x.version < BEFORE)) {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          m.version,
          m.name,
        ]);
      }
      for (const sql of ROWS) await client.query(sql);
      await client.end();
      await expectMigrated(await openStorage({ dataDir: dir, databaseUrl: url }));
    },
  );
});
