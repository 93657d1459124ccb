/**
 * Contract: case versions (ADR 0023) — a version is stored once and never changed, the latest of
 * each case is its cases row, files are kept once by SHA-256, versions stored without files take
 * the next publish's, and an attempt's case version is stored, moved by an update and refused on
 * a reset row.
 */
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { AttemptStatusError } from '../../server/storage/types.ts';
import type { CaseVersionRecord, Storage } from '../../server/storage/types.ts';
import { at, attempt, ev, seed } from './harness.ts';
import type { Factory } from './harness.ts';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3]);
const pdf2 = new Uint8Array([0x25, 0x50, 0x44, 0x46, 9, 9]);
const version = (hash: string, minute: number, over: Partial<CaseVersionRecord> = {}) => ({
  hash,
  caseId: 'case-v',
  scenarioJson: `{"id":"case-v","n":"${hash}"}`,
  files: [{ name: 'pod.pdf', sha256: sha(pdf) }],
  createdAt: at(minute),
  ...over,
});

export function caseVersionContract(factory: Factory): void {
  let s: Storage;

  it('stores each version once, never changes it, and marks the latest per case', async () => {
    s = (await factory()).storage;
    const a = version('aa11', 1);
    expect(await s.publishCaseVersion(a, [{ sha256: sha(pdf), bytes: pdf }])).toBe(true);
    expect(await s.getCaseVersion('aa11')).toEqual(a);
    expect(await s.getCase('case-v')).toEqual({
      id: 'case-v',
      scenarioJson: a.scenarioJson,
      contentHash: 'aa11',
      updatedAt: at(1),
    });
    // The same hash again (whatever it carries) changes nothing and is not new.
    const again = version('aa11', 5, { scenarioJson: '{"changed":true}', files: [] });
    expect(await s.publishCaseVersion(again, [])).toBe(false);
    expect(await s.getCaseVersion('aa11')).toEqual(a);
    expect((await s.getCase('case-v'))?.updatedAt).toBe(at(1));

    const b = version('bb22', 2, { files: [{ name: 'pod.pdf', sha256: sha(pdf2) }] });
    expect(await s.publishCaseVersion(b, [{ sha256: sha(pdf2), bytes: pdf2 }])).toBe(true);
    expect((await s.getCase('case-v'))?.contentHash).toBe('bb22');
    expect(await s.listCaseVersions('case-v')).toEqual([a, b]);
    expect(await s.listCaseVersions('none')).toEqual([]);
    expect(await s.getCaseVersion('none')).toBeNull();
    // Back to the old version: it is the latest again, still as stored.
    expect(await s.publishCaseVersion(a, [{ sha256: sha(pdf), bytes: pdf }])).toBe(false);
    expect(await s.getCase('case-v')).toMatchObject({ contentHash: 'aa11', updatedAt: at(1) });
    expect(await s.listCaseVersions('case-v')).toEqual([a, b]);
  });

  it('keeps files once by their SHA-256', async () => {
    s = (await factory()).storage;
    await s.publishCaseVersion(version('aa11', 1), [{ sha256: sha(pdf), bytes: pdf }]);
    await s.publishCaseVersion(version('bb22', 2), [{ sha256: sha(pdf), bytes: pdf2 }]);
    // Stored once: a second blob under the same hash is not written over the first.
    expect(await s.getCaseFile(sha(pdf))).toEqual(pdf);
    expect(await s.getCaseFile(sha(pdf2))).toBeNull();
  });

  it('gives the versions stored without files the files of the next publish', async () => {
    s = (await factory()).storage;
    const legacy = version('0ld', 0, { files: null });
    await s.publishCaseVersion(legacy, []);
    expect((await s.getCaseVersion('0ld'))?.files).toBeNull();
    await s.publishCaseVersion(version('aa11', 1), [{ sha256: sha(pdf), bytes: pdf }]);
    expect(await s.getCaseVersion('0ld')).toEqual({ ...legacy, files: version('aa11', 1).files });
  });

  it("stores an attempt's case version, moves it with an update, refuses a reset row", async () => {
    s = (await factory()).storage;
    await seed(s);
    await s.createAttempt(attempt({ caseVersion: 'h1' }), [ev('AttemptStarted')]);
    expect((await s.getAttempt('att-1'))?.caseVersion).toBe('h1');
    expect((await s.listAttemptsOfCase('case-a'))[0]?.caseVersion).toBe('h1');
    // An update without a version leaves it; one with a version moves it.
    await s.appendEvents('att-1', 1, [ev('AttemptSubmitted')], {
      id: 'att-1',
      status: 'submitted',
      score: 10,
    });
    expect(await s.getAttempt('att-1')).toMatchObject({ caseVersion: 'h1', score: 10 });
    await s.appendEvents('att-1', 2, [ev('CaseVersionChanged', { from: 'h1', to: 'h2' })], {
      id: 'att-1',
      status: 'submitted',
      score: 20,
      caseVersion: 'h2',
    });
    expect(await s.getAttempt('att-1')).toMatchObject({ caseVersion: 'h2', score: 20 });
    await s.createAttempt(attempt({ id: 'att-2', startedAt: at(9) }), [ev('AttemptStarted')], {
      id: 'att-1',
      expectedVersion: 3,
      events: [ev('AttemptReset', { next: 'att-2' })],
    });
    await expect(
      s.appendEvents('att-1', 4, [], { id: 'att-1', status: 'submitted', caseVersion: 'h3' }),
    ).rejects.toThrow(AttemptStatusError);
    expect((await s.getAttempt('att-1'))?.caseVersion).toBe('h2');
  });
}
