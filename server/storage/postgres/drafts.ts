/** Authored cases on PostgreSQL: drafts and the classes a published one is offered to. */
import { DRAFT_COLUMNS, draftValues, groupOffers, toDraft } from '../draftRows.ts';
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
  saveCaseDraft: (d, files = []) =>
    db.tx(async (q) => {
      for (const f of files)
        await q.run(
          'INSERT INTO case_files (sha256, size, bytes) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [f.sha256, f.bytes.length, Buffer.from(f.bytes)],
        );
      await q.run(
        `INSERT INTO case_drafts (${DRAFT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, yaml = excluded.yaml,
           files = excluded.files, status = excluded.status, case_id = excluded.case_id,
           published_hash = excluded.published_hash, updated_at = excluded.updated_at`,
        draftValues(d),
      );
    }),
  async getCaseDraft(id) {
    const row = await db.one(`SELECT ${DRAFT_COLUMNS} FROM case_drafts WHERE id = $1`, [id]);
    return row ? toDraft(row) : null;
  },
  listCaseDrafts: async (authorId) =>
    (authorId === undefined
      ? await db.rows(`SELECT ${DRAFT_COLUMNS} FROM case_drafts ORDER BY updated_at DESC, id`)
      : await db.rows(
          `SELECT ${DRAFT_COLUMNS} FROM case_drafts WHERE author_id = $1
           ORDER BY updated_at DESC, id`,
          [authorId],
        )
    ).map(toDraft),
  async offerCaseDraft(draftId, caseId, hash, classIds, at) {
    try {
      await db.tx(async (q) => {
        await q.run(
          `UPDATE case_drafts SET status = 'published', case_id = $1, published_hash = $2,
             updated_at = $3 WHERE id = $4`,
          [caseId, hash, at, draftId],
        );
        await q.run('DELETE FROM case_offers WHERE case_id = $1', [caseId]);
        for (const c of new Set(classIds))
          await q.run('INSERT INTO case_offers (case_id, class_id) VALUES ($1, $2)', [caseId, c]);
      });
    } catch (err) {
      if (uniqueViolation(err) !== null) throw new DuplicateError(`case ${caseId}`);
      throw err;
    }
  },
  archiveCaseDraft: (draftId, at) =>
    db.tx(async (q) => {
      await q.run(
        `DELETE FROM case_offers WHERE case_id = (SELECT case_id FROM case_drafts WHERE id = $1)`,
        [draftId],
      );
      await q.run(`UPDATE case_drafts SET status = 'archived', updated_at = $1 WHERE id = $2`, [
        at,
        draftId,
      ]);
    }),
  async listCaseOffers() {
    const rows = await db.rows(
      `SELECT d.id, d.author_id, d.case_id, d.published_hash, o.class_id
       FROM case_drafts d LEFT JOIN case_offers o ON o.case_id = d.case_id
       WHERE d.status = 'published' ORDER BY d.case_id COLLATE "C", o.class_id COLLATE "C"`,
    );
    return groupOffers(rows);
  },
});
