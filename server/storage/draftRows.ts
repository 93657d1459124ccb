/** Rows of case_drafts and case_offers as records, shared by both adapters. */
import type { Row } from './rows.ts';
import type { CaseDraft, CaseDraftStatus, CaseFileRef, CaseOffer } from './types.ts';

export const DRAFT_COLUMNS =
  'id, author_id, name, yaml, files, status, case_id, published_hash, updated_at';

const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

export const toDraft = (r: Row): CaseDraft => ({
  id: String(r.id),
  authorId: String(r.author_id),
  name: String(r.name),
  yaml: String(r.yaml),
  files: JSON.parse(String(r.files)) as CaseFileRef[],
  status: String(r.status) as CaseDraftStatus,
  caseId: r.case_id == null ? null : String(r.case_id),
  publishedHash: r.published_hash == null ? null : String(r.published_hash),
  updatedAt: iso(r.updated_at),
});

/** The values of a draft in DRAFT_COLUMNS order. */
export const draftValues = (d: CaseDraft) => [
  d.id,
  d.authorId,
  d.name,
  d.yaml,
  JSON.stringify(d.files),
  d.status,
  d.caseId,
  d.publishedHash,
  d.updatedAt,
];

/** Rows of (draft, class) pairs as one offer per draft. */
export const groupOffers = (rows: Row[]): CaseOffer[] => {
  const byDraft = new Map<string, CaseOffer>();
  for (const r of rows) {
    const id = String(r.id);
    let offer = byDraft.get(id);
    if (!offer) {
      offer = {
        draftId: id,
        authorId: String(r.author_id),
        caseId: String(r.case_id),
        hash: String(r.published_hash),
        classIds: [],
      };
      byDraft.set(id, offer);
    }
    if (r.class_id != null) offer.classIds.push(String(r.class_id));
  }
  return [...byDraft.values()];
};
