/**
 * Contract: authored cases — a draft saved and replaced by id, listed per author (latest changed
 * first) or all; published as a case id at a version and offered to exactly the given classes
 * (a second publish replaces the classes); another draft cannot take the same case id; archived,
 * its case is offered to no class; a draft saved with its files' bytes stores both or neither.
 */
import { expect, it } from 'vitest';
import { DuplicateError, type CaseDraft, type Storage } from '../../server/storage/types.ts';
import { at, seed, student, teacher } from './harness.ts';
import type { Factory } from './harness.ts';

const draft = (over: Partial<CaseDraft> = {}): CaseDraft => ({
  id: 'd1',
  authorId: teacher.id,
  name: '退货 <b>case</b>',
  yaml: 'id: auth-1\n',
  files: [{ name: 'a.pdf', sha256: 'f'.repeat(64) }],
  status: 'draft',
  caseId: null,
  publishedHash: null,
  updatedAt: at(1),
  ...over,
});

const version = (hash: string, caseId: string) => ({
  hash,
  caseId,
  scenarioJson: `{"id":"${caseId}"}`,
  files: [],
  createdAt: at(2),
});

export function draftContract(factory: Factory): void {
  let s: Storage;

  it('saves, replaces and lists drafts per author', async () => {
    s = (await factory()).storage;
    await seed(s);
    await s.createUser({ ...teacher, id: 'u-t2', username: 'tea02' });
    await s.saveCaseDraft(draft());
    await s.saveCaseDraft(draft({ id: 'd2', authorId: 'u-t2', updatedAt: at(3) }));
    await s.saveCaseDraft(draft({ yaml: 'id: auth-1\ntitle: x\n', updatedAt: at(5) }));
    expect(await s.getCaseDraft('d1')).toEqual(
      draft({ yaml: 'id: auth-1\ntitle: x\n', updatedAt: at(5) }),
    );
    expect(await s.getCaseDraft('nope')).toBeNull();
    expect((await s.listCaseDrafts(teacher.id)).map((d) => d.id)).toEqual(['d1']);
    expect((await s.listCaseDrafts()).map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(await s.listCaseDrafts(student.id)).toEqual([]);
  });

  it('saves a draft with its files’ bytes in one transaction: a refused draft stores no file', async () => {
    s = (await factory()).storage;
    await seed(s);
    const bytes = new Uint8Array([1, 2, 3]);
    const ref = { name: 'a.csv', sha256: 'a'.repeat(64) };
    await s.saveCaseDraft(draft({ files: [ref] }), [{ sha256: ref.sha256, bytes }]);
    expect(await s.getCaseFile(ref.sha256)).toEqual(bytes);
    expect((await s.getCaseDraft('d1'))?.files).toEqual([ref]);
    // Stored once: the same bytes again change nothing.
    await s.saveCaseDraft(draft({ files: [ref] }), [{ sha256: ref.sha256, bytes }]);
    const other = { sha256: 'b'.repeat(64), bytes };
    await expect(
      s.saveCaseDraft(draft({ id: 'd9', authorId: 'nobody' }), [other]),
    ).rejects.toThrow();
    expect(await s.getCaseFile(other.sha256)).toBeNull();
    expect(await s.getCaseDraft('d9')).toBeNull();
  });

  it('publishes to exactly the chosen classes, refuses a taken case id, archives', async () => {
    s = (await factory()).storage;
    await seed(s);
    await s.createClass({ id: 'c2', schoolId: 's1', name: 'Class 2', teacherId: teacher.id });
    await s.saveCaseDraft(draft());
    await s.saveCaseDraft(draft({ id: 'd2' }));
    expect(await s.listCaseOffers()).toEqual([]);

    await s.publishCaseVersion(version('v1', 'auth-1'), []);
    await s.offerCaseDraft('d1', 'auth-1', 'v1', ['c1', 'c2'], at(6));
    expect(await s.getCaseDraft('d1')).toMatchObject({
      status: 'published',
      caseId: 'auth-1',
      publishedHash: 'v1',
      updatedAt: at(6),
    });
    expect(await s.listCaseOffers()).toEqual([
      { draftId: 'd1', authorId: teacher.id, caseId: 'auth-1', hash: 'v1', classIds: ['c1', 'c2'] },
    ]);

    // A new version to one class only: the other class is no longer offered it.
    await s.publishCaseVersion(version('v2', 'auth-1'), []);
    await s.offerCaseDraft('d1', 'auth-1', 'v2', ['c2'], at(7));
    expect(await s.listCaseOffers()).toEqual([
      { draftId: 'd1', authorId: teacher.id, caseId: 'auth-1', hash: 'v2', classIds: ['c2'] },
    ]);

    // Another draft cannot take the case id; nothing of it is written.
    await expect(s.offerCaseDraft('d2', 'auth-1', 'v2', ['c1'], at(8))).rejects.toThrow(
      DuplicateError,
    );
    expect(await s.getCaseDraft('d2')).toMatchObject({ status: 'draft', caseId: null });
    expect((await s.listCaseOffers()).map((o) => o.classIds)).toEqual([['c2']]);

    await s.archiveCaseDraft('d1', at(9));
    expect(await s.getCaseDraft('d1')).toMatchObject({ status: 'archived', updatedAt: at(9) });
    expect(await s.listCaseOffers()).toEqual([]);
  });
}
