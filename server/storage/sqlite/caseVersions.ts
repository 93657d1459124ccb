/** Case versions on SQLite: immutable versions by content hash, their files by SHA-256. */
import { CASE_VERSION_COLUMNS, isoInstant, jsonText, toCaseVersion } from '../rows.ts';
import type { Storage } from '../types.ts';
import type { Db } from './db.ts';

type CaseVersionMethods = Pick<
  Storage,
  'publishCaseVersion' | 'getCaseVersion' | 'listCaseVersions' | 'getCaseFile'
>;

export const caseVersionMethods = (db: Db): CaseVersionMethods => ({
  async publishCaseVersion(v, files) {
    return db.tx(() => {
      for (const f of files)
        db.run(
          'INSERT INTO case_files (sha256, size, bytes) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
          f.sha256,
          f.bytes.length,
          f.bytes,
        );
      const at = isoInstant(v.createdAt);
      // The case's row first (case_versions references it); it names the latest version.
      db.run(
        `INSERT INTO cases (id, scenario_json, content_hash, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET scenario_json = excluded.scenario_json,
           content_hash = excluded.content_hash, updated_at = excluded.updated_at
         WHERE cases.content_hash <> excluded.content_hash`,
        v.caseId,
        v.scenarioJson,
        v.hash,
        at,
      );
      const { changes } = db.run(
        `INSERT INTO case_versions (${CASE_VERSION_COLUMNS}) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (hash) DO NOTHING`,
        v.hash,
        v.caseId,
        v.scenarioJson,
        v.files === null ? null : jsonText(v.files),
        at,
      );
      if (v.files !== null)
        db.run(
          'UPDATE case_versions SET files = ? WHERE case_id = ? AND files IS NULL',
          jsonText(v.files),
          v.caseId,
        );
      return changes === 1;
    });
  },
  async getCaseVersion(hash) {
    const row = db.get(`SELECT ${CASE_VERSION_COLUMNS} FROM case_versions WHERE hash = ?`, hash);
    return row ? toCaseVersion(row) : null;
  },
  listCaseVersions: async (caseId) =>
    db
      .all(
        `SELECT ${CASE_VERSION_COLUMNS} FROM case_versions WHERE case_id = ?
         ORDER BY created_at, hash`,
        caseId,
      )
      .map(toCaseVersion),
  async getCaseFile(sha256) {
    const row = db.get('SELECT bytes FROM case_files WHERE sha256 = ?', sha256);
    return row ? new Uint8Array(row.bytes as Uint8Array) : null;
  },
});
