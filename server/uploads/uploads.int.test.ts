/**
 * Uploads on both adapters: quotas by count and bytes refuse with 413 and store nothing (also
 * when one user uploads several files at once), a file no event names expires after the hour,
 * a reset attempt's files are released after retention while a submitted attempt's stay, and
 * bidi characters leave file names. Without PostgreSQL binaries that half is skipped (CI fails).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from '../../tests/support/pg-cluster.ts';
import { harness, type Harness } from '../testing/harness.ts';
import { multipart } from '../testing/multipart.ts';

const pgMissing = findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)';
const CASE = 'amazon-late-parcel';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const text = (n: number, c = 'a') => Buffer.alloc(n, c);

describe.each(['sqlite', 'postgres'] as const)('uploads on %s', (db) => {
  if (db === 'postgres' && pgMissing) {
    if (process.env.CI)
      it('PostgreSQL is available (required on CI)', () => expect(pgMissing).toBeNull());
    else it.skip(`skipped: ${pgMissing}`, () => undefined);
    return;
  }
  let cluster: PgCluster | null = null;
  let h: Harness;
  beforeAll(async () => {
    cluster = db === 'postgres' ? await startPgCluster() : null;
    h = await harness({
      ...(cluster ? { databaseUrl: cluster.url } : {}),
      uploads: {
        perAttempt: { files: 3, bytes: 10_000 },
        perUser: { files: 5, bytes: 14_000 },
        sweepEveryMs: 25,
      },
    });
    await h.addUsers(['student03', 'student04', 'student05', 'student06']);
  });
  afterAll(async () => {
    await h.close();
    await cluster?.stop();
  });

  const upload = (token: string, userCaseID: string, name: string, content: Buffer) => {
    const m = multipart({ userCaseID }, { name, content });
    return h.app.inject({
      method: 'POST',
      url: '/api/PTMail/Upload',
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${token}` },
    });
  };
  const totals = (user: string, attempt: string) => h.storage.uploadTotals(`id-${user}`, attempt);
  const send = (token: string, userCaseID: string, ids: string[]) =>
    h.post(
      '/api/PTMail/Send',
      {
        userCaseID,
        command: {
          type: 'SendMail',
          to: ['anna.schmidt@example.com'],
          store: 'us1',
          subject: 'Photos',
          body: 'Photos of the parcel attached.',
          attachments: ids.map((id) => ({ id, name: 'x.txt', size: 1, type: 'text/plain' })),
        },
      },
      token,
    );
  /** Moves the clock and waits for the app's sweep to have run at the new time. */
  const sweptAt = async (ms: number, gone: string) => {
    h.clock.now = new Date(h.clock.now.getTime() + ms);
    await vi.waitFor(async () => expect(await h.storage.getUpload(gone)).toBeNull(), {
      timeout: 5000,
      interval: 25,
    });
  };

  it('refuses the file past the count an attempt may hold with 413, storing nothing', async () => {
    const token = await h.login('student03');
    const id = await h.start(token, CASE);
    for (let i = 0; i < 3; i += 1)
      expect((await upload(token, id, `n${i}.txt`, text(10))).statusCode).toBe(200);
    const r = await upload(token, id, 'n3.txt', text(10));
    expect([r.statusCode, r.json().message, r.json().data]).toEqual([
      413,
      'errors.uploadQuotaAttempt',
      { params: { files: 3, mb: 0 } },
    ]);
    expect(await totals('student03', id)).toMatchObject({ attempt: { files: 3, bytes: 30 } });
  });

  it('refuses the file past the bytes an attempt and a user may hold, storing nothing', async () => {
    const token = await h.login('student04');
    const a = await h.start(token, CASE);
    expect((await upload(token, a, 'big.txt', text(9_000))).statusCode).toBe(200);
    const overAttempt = await upload(token, a, 'more.txt', text(1_001));
    expect([overAttempt.statusCode, overAttempt.json().message]).toEqual([
      413,
      'errors.uploadQuotaAttempt',
    ]);
    const b = await h.start(token, 'temu-stock-count');
    expect((await upload(token, b, 'b1.txt', text(4_000))).statusCode).toBe(200);
    const overUser = await upload(token, b, 'b2.txt', text(1_001));
    expect([overUser.statusCode, overUser.json().message]).toEqual([413, 'errors.uploadQuotaUser']);
    expect(await totals('student04', b)).toEqual({
      attempt: { files: 1, bytes: 4_000 },
      user: { files: 2, bytes: 13_000 },
    });
  });

  it('lets no more than the quota through when one user uploads many files at once', async () => {
    const token = await h.login('student05');
    const id = await h.start(token, CASE);
    const all = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(token, id, `p${i}.txt`, text(10))),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 413, 413, 413, 413, 413]);
    expect((await totals('student05', id)).attempt.files).toBe(3);
  });

  it('cleans bidi and control characters out of file names', async () => {
    const token = await h.login('student06');
    const id = await h.start(token, CASE);
    const r = await upload(token, id, 'invoice\u202Efdp.txt', text(10));
    expect(r.json().data.name).toBe('invoicefdp.txt');
    const r2 = await upload(token, id, '\u2066a\u200fb\u061c\u2069\u0085.txt', text(10));
    expect(r2.json().data.name).toBe('ab.txt');
  });

  it('deletes a file no event names after the hour; keeps the one a mail sent', async () => {
    const token = await h.login();
    const id = await h.start(token, CASE);
    const sentId = (await upload(token, id, 'sent.txt', text(10))).json().data.id as string;
    const lostId = (await upload(token, id, 'lost.txt', text(10))).json().data.id as string;
    expect((await send(token, id, [sentId])).statusCode).toBe(200);
    h.clock.now = new Date(h.clock.now.getTime() + 30 * 60_000);
    await new Promise((r) => setTimeout(r, 150)); // sweeps run: within the hour both stay
    expect(await h.storage.getUpload(lostId)).not.toBeNull();
    await sweptAt(31 * 60_000, lostId);
    const kept = await h.post('/api/PTMail/Attachment', { userCaseID: id, id: sentId }, token);
    expect(kept.statusCode).toBe(200);
  });

  it("releases a reset attempt's files after retention; a submitted attempt's stay", async () => {
    const token = await h.login('student02');
    const played = await h.start(token, CASE);
    const playedFile = (await upload(token, played, 'a.txt', text(10))).json().data.id as string;
    expect((await send(token, played, [playedFile])).statusCode).toBe(200);
    const reset = await h.post('/api/PracticeTraining/ResetCase', { userCaseID: played }, token);
    const next = reset.json().data.userCaseID as string;
    const nextFile = (await upload(token, next, 'b.txt', text(10))).json().data.id as string;
    expect((await send(token, next, [nextFile])).statusCode).toBe(200);
    const submitted = await h.post('/api/PracticeTraining/Submit', { userCaseID: next }, token);
    expect(submitted.statusCode).toBe(200);
    // A submitted attempt reset later is still what the teacher grades.
    await h.post('/api/PracticeTraining/ResetCase', { userCaseID: next }, token);

    h.clock.now = new Date(h.clock.now.getTime() + 2 * HOUR);
    await new Promise((r) => setTimeout(r, 150)); // sweeps run: within retention it stays
    expect(await h.storage.getUpload(playedFile)).not.toBeNull();
    await sweptAt(31 * DAY, playedFile);
    expect(await h.storage.getUpload(nextFile)).not.toBeNull();
  });
});
