/** Case versions on PostgreSQL: immutable versions by content hash, their files by SHA-256. */
import { CASE_VERSION_COLUMNS, jsonText, toCaseVersion } from '../rows.ts';
import type { Storage } from '../types.ts';
import type { Db } from './db.ts';

type CaseVersionMethods = Pick<
  Storage,
  'publishCaseVersion' | 'getCaseVersion' | 'listCaseVersions' | 'getCaseFile'
>;

export const caseVersionMethods = (db: Db): CaseVersionMethods => ({
  publishCaseVersion: (v, files) =>
    db.tx(async (q) => {
      for (const f of files)
        await q.run(
          'INSERT INTO case_files (sha256, size, bytes) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [f.sha256, f.bytes.length, Buffer.from(f.bytes)],
        );
      // The case's row first (case_versions references it); it names the latest version.
      await q.run(
        `INSERT INTO cases (id, scenario_json, content_hash, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET scenario_json = excluded.scenario_json,
           content_hash = excluded.content_hash, updated_at = excluded.updated_at
         WHERE cases.content_hash <> excluded.content_hash`,
        [v.caseId, v.scenarioJson, v.hash, v.createdAt],
      );
      const filesJson = v.files === null ? null : jsonText(v.files);
      const n = await q.run(
        `INSERT INTO case_versions (${CASE_VERSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (hash) DO NOTHING`,
        [v.hash, v.caseId, v.scenarioJson, filesJson, v.createdAt],
      );
      if (filesJson !== null)
        await q.run('UPDATE case_versions SET files = $1 WHERE case_id = $2 AND files IS NULL', [
          filesJson,
          v.caseId,
        ]);
      return n === 1;
    }),
  async getCaseVersion(hash) {
    const row = await db.one(`SELECT ${CASE_VERSION_COLUMNS} FROM case_versions WHERE hash = $1`, [
      hash,
    ]);
    return row ? toCaseVersion(row) : null;
  },
  listCaseVersions: async (caseId) =>
    (
      await db.rows(
        `SELECT ${CASE_VERSION_COLUMNS} FROM case_versions WHERE case_id = $1
         ORDER BY created_at, hash COLLATE "C"`,
        [caseId],
      )
    ).map(toCaseVersion),
  async getCaseFile(sha256) {
    const row = await db.one('SELECT bytes FROM case_files WHERE sha256 = $1', [sha256]);
    return row ? new Uint8Array(row.bytes as Uint8Array) : null;
  },
});
