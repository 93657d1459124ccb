/**
 * /api/Authoring, the calls beside the editor (issue 22 §5): a draft's files (UploadFile,
 * RemoveFile: the upload limits, read in the import workers when checked), Try (a practice
 * attempt of the draft's current text under a private case id, its author's only) and Explore's
 * progress over the websocket. Students 403, another teacher's draft 403, an unknown one 404,
 * oversized or mistyped files refused: nothing stored.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { WS_PROTOCOL } from '../../schemas/api/ws.ts';
import { sha256 } from '../caseVersionHash.ts';
import { CaseLibrary } from '../authoring/library.ts';
import { harness, shippedCatalogue, type Harness } from '../testing/harness.ts';
import { multipart } from '../testing/multipart.ts';

const A = '/api/Authoring';
const P = '/api/PracticeTraining';
const samples = fileURLToPath(new URL('../../scenarios/samples/', import.meta.url));
const ordersCsv = readFileSync(`${samples}site-orders.csv`);

describe('authoring: files, try as a student, explore progress', () => {
  let h: Harness;
  let t1: string;
  let t2: string;
  let s1: string;
  let admin: string;
  let draftId: string;
  let yaml: string;

  const upload = (token: string, fields: Record<string, string>, name: string, content: Buffer) => {
    const m = multipart(fields, { name, content });
    return h.app.inject({
      method: 'POST',
      url: `${A}/UploadFile`,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${token}` },
    });
  };
  const validate = async (token = t1) =>
    (await h.post(`${A}/Validate`, { yaml, id: draftId }, token)).json().data;
  const draft = async () => (await h.storage.getCaseDraft(draftId))!;

  beforeAll(async () => {
    h = await harness();
    await h.addUsers(['teacher02']);
    await h.storage.createUser({
      id: 'id-admin01',
      username: 'admin01',
      displayName: 'admin01',
      role: 'admin',
      passwordHash: (await h.storage.getUserById('id-teacher01'))!.passwordHash,
      classId: null,
      createdAt: h.clock.now.toISOString(),
    });
    t1 = await h.login('teacher01');
    t2 = await h.login('teacher02');
    s1 = await h.login('student01');
    admin = await h.login('admin01');
    draftId = (await h.post(`${A}/Copy`, { caseID: 'independent-site-orders' }, t1)).json().data.id;
    yaml = (await draft()).yaml;
  });
  afterAll(() => h.close());

  it('refuses students on every new call with 403, nothing stored', async () => {
    for (const [call, body] of [
      ['Try', { id: draftId }],
      ['RemoveFile', { id: draftId, name: 'site-orders.csv' }],
      ['Explore', { id: draftId, run: 'run-student-1' }],
    ] as const)
      expect((await h.post(`${A}/${call}`, body, s1)).statusCode, call).toBe(403);
    const r = await upload(s1, { id: draftId }, 'x.csv', Buffer.from('sku,qty\nA,1\n'));
    expect(r.statusCode).toBe(403);
    expect(await h.storage.getCaseFile(sha256(Buffer.from('sku,qty\nA,1\n')))).toBeNull();
    expect(await h.storage.listAttempts('id-student01')).toEqual([]);
  });

  it("keeps another teacher's draft from them (403) and unknown drafts 404, nothing changed", async () => {
    const before = await draft();
    const csv = Buffer.from('order,sku\n1,A\n');
    expect((await upload(t2, { id: draftId }, 'o.csv', csv)).statusCode).toBe(403);
    expect((await upload(t1, { id: 'nope' }, 'o.csv', csv)).statusCode).toBe(404);
    for (const [call, body] of [
      ['Try', { id: draftId }],
      ['RemoveFile', { id: draftId, name: 'site-orders.csv' }],
    ] as const) {
      expect((await h.post(`${A}/${call}`, body, t2)).statusCode, call).toBe(403);
      expect((await h.post(`${A}/${call}`, { ...body, id: 'nope' }, t1)).statusCode, call).toBe(
        404,
      );
    }
    expect(await draft()).toEqual(before);
    expect(await h.storage.getCaseFile(sha256(csv))).toBeNull();
    expect(await h.storage.listAttempts('id-teacher02')).toEqual([]);
  });

  it('refuses an oversized file (413), a mistyped one and a file of no name: nothing stored', async () => {
    const before = await draft();
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0x41);
    const r = await upload(t1, { id: draftId }, 'big.csv', big);
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('authoring.error.fileTooLarge');
    // A "PDF" that is text, and a type cases do not hand out.
    const fake = await upload(t1, { id: draftId }, 'proof.pdf', Buffer.from('not a pdf'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('authoring.error.fileType');
    const exe = await upload(t1, { id: draftId }, 'run.exe', Buffer.from('MZ'));
    expect(exe.json().message).toBe('authoring.error.fileType');
    expect((await upload(t1, {}, 'a.csv', Buffer.from('a\n1\n'))).statusCode).toBe(400);
    expect(await draft()).toEqual(before);
    expect(await h.storage.getCaseFile(sha256(Buffer.from('not a pdf')))).toBeNull();
  });

  it('refuses a file past the draft’s limit and any file of an archived draft: nothing stored', async () => {
    const other = (await h.post(`${A}/Copy`, { caseID: 'shopee-thank-you' }, t1)).json().data.id;
    for (let i = 0; i < 20; i++)
      expect(
        (await upload(t1, { id: other }, `f${i}.csv`, Buffer.from(`a\n${i}\n`))).statusCode,
      ).toBe(200);
    const past = await upload(t1, { id: other }, 'f20.csv', Buffer.from('a\n20\n'));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('authoring.error.tooManyFiles');
    // Replacing a file of the same name is not one more.
    expect((await upload(t1, { id: other }, 'f0.csv', Buffer.from('a\nx\n'))).statusCode).toBe(200);
    expect((await h.post(`${A}/Archive`, { id: other }, t1)).statusCode).toBe(200);
    const archived = await upload(t1, { id: other }, 'g.csv', Buffer.from('a\ng\n'));
    expect(archived.statusCode).toBe(409);
    const removed = await h.post(`${A}/RemoveFile`, { id: other, name: 'f1.csv' }, t1);
    expect(removed.statusCode).toBe(409);
    expect((await h.storage.getCaseDraft(other))!.files).toHaveLength(20);
    expect(await h.storage.getCaseFile(sha256(Buffer.from('a\n20\n')))).toBeNull();
    expect(await h.storage.getCaseFile(sha256(Buffer.from('a\ng\n')))).toBeNull();
  });

  it('uploads a case file beside the draft; its import is checked as cbsim validate does', async () => {
    expect(await validate()).toEqual({ ok: true, errors: [] });
    const attachmentsLine = yaml.split('\n').findIndex((l) => l.startsWith('attachments:')) + 1;
    // The import file replaced by one whose rows the engine refuses: an error at `attachments`.
    const broken = Buffer.from('order_no,sku,qty\n,NOPE,x\n');
    const r = await upload(t1, { id: draftId }, 'site-orders.csv', broken);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.files).toContainEqual({
      name: 'site-orders.csv',
      sha256: sha256(broken),
    });
    const v = await validate();
    expect(v.ok).toBe(false);
    expect(v.errors[0]).toMatchObject({ line: attachmentsLine, column: 1 });
    expect(v.errors[0].message).toMatch(/^site-orders\.csv: /);
    // Its own file again: valid.
    expect((await upload(t1, { id: draftId }, 'site-orders.csv', ordersCsv)).statusCode).toBe(200);
    expect(await validate()).toEqual({ ok: true, errors: [] });
    expect((await draft()).files.filter((f) => f.name === 'site-orders.csv')).toEqual([
      { name: 'site-orders.csv', sha256: sha256(ordersCsv) },
    ]);
  });

  it('removes a file: the attachment then has none, and the draft cannot be tried', async () => {
    const r = await h.post(`${A}/RemoveFile`, { id: draftId, name: 'site-orders.csv' }, t1);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.files.map((f: { name: string }) => f.name)).not.toContain(
      'site-orders.csv',
    );
    const v = await validate();
    expect(v.errors.map((e: { message: string }) => e.message)).toContain(
      'attachment site-orders.csv: no file uploaded for it',
    );
    const tried = await h.post(`${A}/Try`, { id: draftId }, t1);
    expect(tried.statusCode).toBe(400);
    expect(tried.json().message).toBe('authoring.error.invalid');
    expect(await h.storage.listAttempts('id-teacher01')).toEqual([]);
    const again = await h.post(`${A}/RemoveFile`, { id: draftId, name: 'site-orders.csv' }, t1);
    expect(again.statusCode).toBe(404);
    expect((await upload(t1, { id: draftId }, 'site-orders.csv', ordersCsv)).statusCode).toBe(200);
  });

  it("tries the draft as a student: its author's private attempt, no one else's case", async () => {
    const r = await h.post(`${A}/Try`, { id: draftId }, t1);
    expect(r.statusCode).toBe(200);
    const { caseID, userCaseID, modules } = r.json().data;
    expect(caseID).toBe(`trial~${draftId}`);
    expect(modules).toContain('orders');
    const info = await h.post(`${P}/caseInfo`, { caseID, userCaseID }, t1);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.attachments.map((a: { name: string }) => a.name)).toContain(
      'site-orders.csv',
    );
    // Nobody else sees it, or lists it; its author does not list it either.
    for (const token of [s1, t2, admin]) {
      expect((await h.post(`${P}/StartCase`, { caseID }, token)).statusCode).toBe(404);
      expect((await h.post(`${P}/caseInfo`, { caseID }, token)).statusCode).toBe(404);
    }
    for (const token of [s1, t1]) {
      const list = (await h.post(`${P}/CaseList`, {}, token)).json().data.list;
      expect(list.map((c: { caseID: string }) => c.caseID)).not.toContain(caseID);
    }
    // An admin may read the draft but not play its author's trial.
    expect((await h.post(`${A}/Try`, { id: draftId }, admin)).statusCode).toBe(403);
    // Submitted as it stands: scored on the draft's text, stored on the author's attempt.
    const sub = await h.post(`${P}/Submit`, { userCaseID }, t1);
    expect(sub.statusCode).toBe(200);
    const attempt = await h.storage.getAttempt(userCaseID);
    expect(attempt).toMatchObject({ userId: 'id-teacher01', caseId: caseID, status: 'submitted' });
    expect(attempt?.score).toBe(sub.json().data.score);
  });

  it('a second try plays the current text: the earlier trial is kept as history', async () => {
    const first = (await h.storage.listAttempts('id-teacher01'))[0]!;
    const changed = yaml.replace(/^passScore: \d+$/m, 'passScore: 55');
    expect(changed).not.toBe(yaml);
    expect((await h.post(`${A}/Save`, { id: draftId, yaml: changed }, t1)).statusCode).toBe(200);
    const r = (await h.post(`${A}/Try`, { id: draftId }, t1)).json().data;
    expect(r.userCaseID).not.toBe(first.id);
    const next = (await h.storage.getAttempt(r.userCaseID))!;
    expect(next.caseVersion).not.toBe(first.caseVersion);
    const info = (await h.post(`${P}/caseInfo`, { caseID: r.caseID }, t1)).json().data;
    expect(info.passScore).toBe(55);
    expect((await h.storage.getAttempt(first.id))?.status).toBe('reset');
  });

  it("after a restart the library still holds the author's open trial, for them only", async () => {
    const open = (await h.storage.listAttempts('id-teacher01')).find(
      (a) => a.status === 'inProgress',
    )!;
    const library = new CaseLibrary(shippedCatalogue());
    await library.load(h.storage);
    const author = (await h.storage.getUserById('id-teacher01'))!;
    const student = (await h.storage.getUserById('id-student01'))!;
    expect(library.visibleTo(author, open.caseId)).toBe(true);
    expect(library.visibleTo(student, open.caseId)).toBe(false);
    expect(library.version(open.caseId)).toBe(open.caseVersion);
    expect(library.get(open.caseId)?.passScore).toBe(55);
    expect(library.listFor(author).map((c) => c.id)).not.toContain(open.caseId);
  });

  it('publishes the case with its files: a student of the class is handed the uploaded bytes', async () => {
    await h.storage.createSchool({ id: 's1', name: 'School' });
    await h.storage.createClass({ id: 'cA', schoolId: 's1', name: 'A', teacherId: 'id-teacher01' });
    await h.storage.updateUser('id-student01', { classId: 'cA' });
    const student = await h.login('student01');
    const p = await h.post(`${A}/Publish`, { id: draftId, classIds: ['cA'] }, t1);
    expect(p.statusCode).toBe(200);
    const caseID = p.json().data.caseID;
    const userCaseID = (await h.post(`${P}/StartCase`, { caseID }, student)).json().data.userCaseID;
    const file = await h.post(`${P}/CaseFile`, { userCaseID, name: 'site-orders.csv' }, student);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(ordersCsv)).toBe(true);
  });
});

describe('explore progress over the websocket', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await harness();
    await h.addUsers(['teacher02']);
    await h.app.ready();
  });
  afterAll(() => h.close());

  const listen = async (token: string, run: string) => {
    const ws: WebSocket = await h.app.injectWS('/api/ws');
    const got: Record<string, unknown>[] = [];
    const first = new Promise<Record<string, unknown>>((resolve) =>
      ws.once('message', (d) => resolve(JSON.parse(String(d)))),
    );
    ws.on('message', (d) => got.push(JSON.parse(String(d))));
    ws.send(JSON.stringify({ type: 'hello', protocol: WS_PROTOCOL, token, exploreRun: run }));
    return { ws, got, first: await first };
  };

  it("pushes the run's progress to its author's socket only, then answers the report", async () => {
    const t1 = await h.login('teacher01');
    const t2 = await h.login('teacher02');
    const s1 = await h.login('student01');
    const id = (await h.post(`${A}/Copy`, { caseID: 'shopee-thank-you' }, t1)).json().data.id;
    const run = 'run-0001-abcd';
    const mine = await listen(t1, run);
    expect(mine.first).toEqual({ type: 'exploreWelcome', protocol: WS_PROTOCOL, run });
    // Another teacher naming the same run id hears nothing of it; a student is refused.
    const theirs = await listen(t2, run);
    const student = await listen(s1, run);
    expect(student.first).toMatchObject({ type: 'error', messageKey: 'errors.forbidden' });
    const r = await h.post(`${A}/Explore`, { id, run }, t1);
    expect(r.statusCode).toBe(200);
    const { report } = r.json().data;
    const progress = mine.got.filter((m) => m.type === 'exploreProgress');
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) expect(p).toMatchObject({ run, total: 100, maxDepth: 24 });
    const depths = progress.map((p) => p.depth as number);
    expect(depths[0]).toBe(1);
    expect(Math.max(...progress.map((p) => p.best as number))).toBe(report.best);
    expect(theirs.got.filter((m) => m.type === 'exploreProgress')).toEqual([]);
    mine.ws.terminate();
    theirs.ws.terminate();
    student.ws.terminate();
  }, 90_000);
});
