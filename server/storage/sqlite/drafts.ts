/** Authored cases on SQLite: drafts and the classes a published one is offered to. */
import { DRAFT_COLUMNS, draftValues, groupOffers, toDraft } from '../draftRows.ts';
import { isoInstant } from '../rows.ts';
import { DuplicateError, type Storage } from '../types.ts';
import { uniqueViolation, type Db } from './db.ts';

type DraftMethods = Pick<
  Storage,
  | 'saveCaseDraft'
  | 'getCaseDraft'
  | 'listCaseDrafts'
  | 'offerCaseDraft'
  | 'archiveCaseDraft'
  | 'listCaseOffers'
>;

export const draftMethods = (db: Db): DraftMethods => ({
  async saveCaseDraft(d, files = []) {
    const values = draftValues({ ...d, updatedAt: isoInstant(d.updatedAt) });
    db.tx(() => {
      for (const f of files)
        db.run(
          'INSERT INTO case_files (sha256, size, bytes) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
          f.sha256,
          f.bytes.length,
          f.bytes,
        );
      db.run(
        `INSERT INTO case_drafts (${DRAFT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, yaml = excluded.yaml,
           files = excluded.files, status = excluded.status, case_id = excluded.case_id,
           published_hash = excluded.published_hash, updated_at = excluded.updated_at`,
        ...(values as (string | null)[]),
      );
    });
  },
  async getCaseDraft(id) {
    const row = db.get(`SELECT ${DRAFT_COLUMNS} FROM case_drafts WHERE id = ?`, id);
    return row ? toDraft(row) : null;
  },
  listCaseDrafts: async (authorId) =>
    (authorId === undefined
      ? db.all(`SELECT ${DRAFT_COLUMNS} FROM case_drafts ORDER BY updated_at DESC, id`)
      : db.all(
          `SELECT ${DRAFT_COLUMNS} FROM case_drafts WHERE author_id = ?
           ORDER BY updated_at DESC, id`,
          authorId,
        )
    ).map(toDraft),
  async offerCaseDraft(draftId, caseId, hash, classIds, at) {
    try {
      db.tx(() => {
        db.run(
          `UPDATE case_drafts SET status = 'published', case_id = ?, published_hash = ?,
             updated_at = ? WHERE id = ?`,
          caseId,
          hash,
          isoInstant(at),
          draftId,
        );
        db.run('DELETE FROM case_offers WHERE case_id = ?', caseId);
        for (const c of new Set(classIds))
          db.run('INSERT INTO case_offers (case_id, class_id) VALUES (?, ?)', caseId, c);
      });
    } catch (err) {
      if (uniqueViolation(err) !== null) throw new DuplicateError(`case ${caseId}`);
      throw err;
    }
  },
  async archiveCaseDraft(draftId, at) {
    db.tx(() => {
      db.run(
        `DELETE FROM case_offers WHERE case_id = (SELECT case_id FROM case_drafts WHERE id = ?)`,
        draftId,
      );
      db.run(
        `UPDATE case_drafts SET status = 'archived', updated_at = ? WHERE id = ?`,
        isoInstant(at),
        draftId,
      );
    });
  },
  async listCaseOffers() {
    const rows = db.all(
      `SELECT d.id, d.author_id, d.case_id, d.published_hash, o.class_id
       FROM case_drafts d LEFT JOIN case_offers o ON o.case_id = d.case_id
       WHERE d.status = 'published' ORDER BY d.case_id, o.class_id`,
    );
    return groupOffers(rows);
  },
});
