/**
 * Migration 8 (case versions) on a database holding attempts from before it, on SQLite and
 * PostgreSQL: each case's stored scenario becomes a version under its hash (files unknown), and
 * every attempt is pinned to the version stored when the migration ran.
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

const BEFORE = 8;
const T0 = '2026-03-02T01:00:00.000Z';
const ROWS = [
  `INSERT INTO users (id, username, display_name, role, password_hash, class_id, created_at)
   VALUES ('u1', 'stu01', 'S', 'student', 'x', NULL, '${T0}')`,
  `INSERT INTO cases (id, scenario_json, content_hash, updated_at)
   VALUES ('case-a', '{"id":"case-a"}', 'c0ffee01', '${T0}')`,
  `INSERT INTO attempts (id, user_id, case_id, mode, seed, status, score, passed, started_at, submitted_at)
   VALUES ('att-1', 'u1', 'case-a', 'practice', 1, 'submitted', 50, NULL, '${T0}', '${T0}')`,
];

const expectMigrated = async (storage: Awaited<ReturnType<typeof openStorage>>) => {
  expect(await storage.getAttempt('att-1')).toMatchObject({ score: 50, caseVersion: 'c0ffee01' });
  expect(await storage.getCaseVersion('c0ffee01')).toEqual({
    hash: 'c0ffee01',
    caseId: 'case-a',
    scenarioJson: '{"id":"case-a"}',
    files: null,
    createdAt: T0,
  });
  await storage.close();
};

describe('migration 8: case versions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-migrate8-'));
  let cluster: PgCluster | null = null;
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await cluster?.stop();
  });

  it('pins the attempts of a SQLite database to the versions stored then', async () => {
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
    'pins the attempts of a PostgreSQL database to the versions stored then',
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
