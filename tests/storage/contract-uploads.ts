/**
 * Contract: uploads — bytes kept per attempt, the quota totals, the sweep (unreferenced uploads
 * expire, a reset attempt's uploads are released after retention, a submitted attempt's stay)
 * and the totals per class.
 */
import { expect, it } from 'vitest';
import { DuplicateError } from '../../server/storage/types.ts';
import type { Storage, Upload } from '../../server/storage/types.ts';
import { at, attempt, ev, seed, student, teacher } from './harness.ts';
import type { Factory } from './harness.ts';

const upload = (id: string, over: Partial<Upload> = {}): Upload => {
  const bytes = new Uint8Array(over.size ?? 10).fill(7);
  return {
    id,
    attemptId: 'att-1',
    userId: student.id,
    name: `${id}.txt`,
    type: 'text/plain',
    size: bytes.length,
    bytes,
    createdAt: at(3),
    ...over,
  };
};

export function uploadContract(factory: Factory): void {
  let s: Storage;
  const seeded = async () => {
    s = (await factory()).storage;
    await seed(s);
  };
  const ids = async (...candidates: string[]) => {
    const kept: string[] = [];
    for (const id of candidates) if (await s.getUpload(id)) kept.push(id);
    return kept;
  };

  it('keeps uploads with their bytes, tied to an attempt', async () => {
    await seeded();
    await s.createAttempt(attempt(), [ev('CaseStarted')]);
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255, 10]);
    const u = { ...upload('up-1'), name: 'photo of the box.pdf', type: 'application/pdf' };
    const stored = { ...u, bytes, size: bytes.length };
    await s.putUpload(stored);
    expect(await s.getUpload('up-1')).toEqual(stored);
    expect(await s.getUpload('up-2')).toBeNull();
    await expect(s.putUpload(stored)).rejects.toThrow(DuplicateError);
    await expect(s.putUpload({ ...stored, id: 'up-3', attemptId: 'nope' })).rejects.toThrow();
  });

  it('totals files and bytes per attempt and per user', async () => {
    await seeded();
    expect(await s.uploadTotals(student.id, 'att-1')).toEqual({
      attempt: { files: 0, bytes: 0 },
      user: { files: 0, bytes: 0 },
    });
    await s.createAttempt(attempt(), [ev('CaseStarted')]);
    await s.createAttempt(attempt({ id: 'att-2', caseId: 'case-b' }), [ev('CaseStarted')]);
    await s.putUpload(upload('a', { size: 100 }));
    await s.putUpload(upload('b', { size: 50 }));
    await s.putUpload(upload('c', { size: 7, attemptId: 'att-2' }));
    expect(await s.uploadTotals(student.id, 'att-1')).toEqual({
      attempt: { files: 2, bytes: 150 },
      user: { files: 3, bytes: 157 },
    });
    expect(await s.uploadTotals(student.id, 'att-2')).toEqual({
      attempt: { files: 1, bytes: 7 },
      user: { files: 3, bytes: 157 },
    });
    expect((await s.uploadTotals(teacher.id, 'att-1')).user).toEqual({ files: 0, bytes: 0 });
  });

  it('deletes uploads no event names once they are older than the cut-off, keeps named ones', async () => {
    await seeded();
    await s.createAttempt(attempt(), [ev('CaseStarted')]);
    await s.putUpload(upload('old-unnamed', { createdAt: at(3) }));
    await s.putUpload(upload('old-in-draft', { createdAt: at(3) }));
    await s.putUpload(upload('old-evidence', { createdAt: at(3) }));
    await s.putUpload(upload('new-unnamed', { createdAt: at(30) }));
    await s.appendEvents('att-1', 1, [
      ev('DraftSaved', { draftId: 'd1', attachments: [{ id: 'old-in-draft', name: 'x.txt' }] }),
      ev('DisputeEvidenceSubmitted', { files: [{ id: 'old-evidence', size: 10 }] }),
    ]);
    const sweep = { unreferencedBefore: at(20), releasedBefore: at(0) };
    expect(await s.sweepUploads(sweep)).toEqual({ expired: 1, released: 0 });
    expect(await ids('old-unnamed', 'old-in-draft', 'old-evidence', 'new-unnamed')).toEqual([
      'old-in-draft',
      'old-evidence',
      'new-unnamed',
    ]);
    // Later: the new one expires too; the named ones stay (marked, not searched again).
    expect(await s.sweepUploads({ ...sweep, unreferencedBefore: at(59) })).toEqual({
      expired: 1,
      released: 0,
    });
    expect(await ids('old-in-draft', 'old-evidence', 'new-unnamed')).toEqual([
      'old-in-draft',
      'old-evidence',
    ]);
    expect((await s.uploadTotals(student.id, 'att-1')).attempt.files).toBe(2);
  });

  it('an upload of another attempt named in this stream does not keep it', async () => {
    await seeded();
    await s.createAttempt(attempt(), [ev('CaseStarted')]);
    await s.createAttempt(attempt({ id: 'att-2', caseId: 'case-b' }), [ev('CaseStarted')]);
    await s.putUpload(upload('theirs', { attemptId: 'att-2' }));
    await s.appendEvents('att-1', 1, [ev('MailSent', { attachments: [{ id: 'theirs' }] })]);
    await s.sweepUploads({ unreferencedBefore: at(20), releasedBefore: at(0) });
    expect(await s.getUpload('theirs')).toBeNull();
  });

  it("releases a reset attempt's uploads after retention; a submitted attempt's stay", async () => {
    await seeded();
    // att-1: played, never submitted, reset at minute 10 (the reset starts att-2).
    await s.createAttempt(attempt(), [ev('CaseStarted', {}, 1)]);
    await s.putUpload(upload('reset-named'));
    await s.putUpload(upload('reset-unnamed'));
    await s.appendEvents('att-1', 1, [ev('MailSent', { attachments: [{ id: 'reset-named' }] }, 5)]);
    await s.createAttempt(
      attempt({ id: 'att-2', startedAt: at(10) }),
      [ev('CaseStarted', {}, 10)],
      {
        id: 'att-1',
        expectedVersion: 2,
        events: [ev('AttemptReset', { next: 'att-2' }, 10)],
      },
    );
    // att-2: submitted at minute 12, then reset at minute 14 (starts att-3).
    await s.putUpload(upload('submitted-named', { attemptId: 'att-2' }));
    await s.appendEvents(
      'att-2',
      1,
      [
        ev('DisputeEvidenceSubmitted', { files: [{ id: 'submitted-named' }] }, 11),
        ev('Submitted', {}, 12),
      ],
      { id: 'att-2', status: 'submitted', score: 50, passed: false, submittedAt: at(12) },
    );
    await s.createAttempt(
      attempt({ id: 'att-3', startedAt: at(14) }),
      [ev('CaseStarted', {}, 14)],
      {
        id: 'att-2',
        expectedVersion: 3,
        events: [ev('AttemptReset', { next: 'att-3' }, 14)],
      },
    );
    // att-3: in progress, a file named by a mail.
    await s.putUpload(upload('open-named', { attemptId: 'att-3' }));
    await s.appendEvents('att-3', 1, [ev('MailSent', { attachments: [{ id: 'open-named' }] }, 15)]);
    const all = ['reset-named', 'reset-unnamed', 'submitted-named', 'open-named'];

    // Within retention (reset at 10, cut-off 9): only the unnamed upload goes.
    expect(await s.sweepUploads({ unreferencedBefore: at(20), releasedBefore: at(9) })).toEqual({
      expired: 1,
      released: 0,
    });
    expect(await ids(...all)).toEqual(['reset-named', 'submitted-named', 'open-named']);
    // Past it: the reset attempt's files go; the submitted-then-reset and open attempts' stay.
    expect(await s.sweepUploads({ unreferencedBefore: at(20), releasedBefore: at(59) })).toEqual({
      expired: 0,
      released: 1,
    });
    expect(await ids(...all)).toEqual(['submitted-named', 'open-named']);
  });

  it('totals uploads per class of their owner', async () => {
    await seeded();
    expect(await s.uploadTotalsByClass()).toEqual([]);
    await s.createAttempt(attempt(), [ev('CaseStarted')]);
    await s.createAttempt(attempt({ id: 'att-t', userId: teacher.id }), [ev('CaseStarted')]);
    await s.putUpload(upload('a', { size: 100 }));
    await s.putUpload(upload('b', { size: 20 }));
    await s.putUpload(upload('t', { size: 5, attemptId: 'att-t', userId: teacher.id }));
    expect(await s.uploadTotalsByClass()).toEqual([
      { classId: 'c1', files: 2, bytes: 120 },
      { classId: null, files: 1, bytes: 5 },
    ]);
  });
}
