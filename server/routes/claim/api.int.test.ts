/**
 * /api/PTClaimant on a real database: a claim filed with the case's files (uploaded, recognised
 * by their bytes), the supplier's request for evidence and its payment on the sim clock,
 * cancelling, the status tabs, uploads and downloads to the owner only, and refusals with their
 * keys (a file of someone else's attempt, an unknown upload id) that write nothing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../testing/multipart.ts';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();
const CASE = 'alibaba-claim-supplier';
const LIST = '/api/PTClaimant/list';
const sample = (name: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../../scenarios/samples/evidence/${name}`, import.meta.url)),
  );
const PHOTOS = 'qc-photos-PO-260812-carton25.png';
const RECORD = 'inbound-inspection-PO-260812.pdf';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);
const upload = (id: string, name: string, content: Buffer, t = api.token) => {
  const m = multipart({ userCaseID: id }, { name, content });
  return api.h.app.inject({
    method: 'POST',
    url: '/api/PTClaimant/Upload',
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${t}` },
  });
};
/** The case's QC photos and inspection record, uploaded to the attempt as a student would. */
const caseUploads = async (id: string) => [
  (await upload(id, PHOTOS, sample(PHOTOS))).json().data as { id: string; name: string },
  (await upload(id, 'inspection.pdf', sample(RECORD))).json().data as { id: string; name: string },
];
const claim = (extra: object = {}) => ({
  type: 'AddClaim',
  store: 'ab1',
  kind: 'supplier',
  counterparty: 'sup1',
  reason: 'productMismatch',
  amount: 128,
  description:
    'PO-260812: 40 of 500 lunch boxes are white PP plastic, not the sample bamboo fibre.',
  ...extra,
});

describe('/api/PTClaimant', () => {
  it('files a claim, gives the evidence asked for, and is paid on the sim clock', async () => {
    const id = await api.h.start(api.token, CASE);
    const empty = await api.list(LIST, { userCaseID: id });
    expect(empty.total).toBe(0);
    expect(empty.counterparties).toHaveLength(3);
    const files = await caseUploads(id);
    const added = await api.operate('/api/PTClaimant/Add', id, claim({ files }));
    expect(added.statusCode).toBe(200);
    // The server completed the uploads and recognised the case files by their bytes, whatever
    // the student named them.
    expect(added.json().data.events[0].data).toMatchObject({
      files: [
        { id: files[0]!.id, name: PHOTOS, caseFile: PHOTOS },
        { id: files[1]!.id, name: 'inspection.pdf', caseFile: RECORD },
      ],
      caseFiles: [PHOTOS, RECORD],
    });
    // The supplier answers 2 sim hours later: 5 real seconds at 1,440 times.
    await api.advance(5_100);
    const asked = await api.list(LIST, { userCaseID: id });
    expect(asked.list[0]).toMatchObject({
      id: 'CL1',
      status: 'waiting',
      evidenceAsked: true,
      actions: ['cancel', 'addEvidence'],
    });
    const evidence = await api.operate('/api/PTClaimant/Operate', id, {
      type: 'AddClaimEvidence',
      id: 'CL1',
      text: 'PO-260812, delivered 2026-09-10: 40 units are white PP plastic instead of the bamboo-fibre sample colour and material.',
    });
    expect(evidence.statusCode).toBe(200);
    await api.advance(5_100);
    const paid = await api.list(LIST, { userCaseID: id });
    expect(paid.list[0]).toMatchObject({ status: 'paid', paid: 128, actions: [] });
    expect((paid.list[0]!.files as { caseFile: string }[]).map((f) => f.caseFile)).toEqual([
      PHOTOS,
      RECORD,
    ]);
    expect(paid.counts).toMatchObject({ paid: 1, waiting: 0 });
    expect((await api.list(LIST, { userCaseID: id, status: 'waiting' })).total).toBe(0);
  });

  it('cancels a waiting claim after filing it, and refuses bad input with nothing written', async () => {
    const old = await api.h.start(api.token, CASE);
    const r = await api.h.post('/api/PracticeTraining/ResetCase', { userCaseID: old }, api.token);
    const id = r.json().data.userCaseID as string;
    await api.operate('/api/PTClaimant/Add', id, claim({ kind: 'warehouse', counterparty: 'wh1' }));
    const cancelled = await api.operate('/api/PTClaimant/Operate', id, {
      type: 'CancelClaim',
      id: 'CL1',
    });
    expect(cancelled.statusCode).toBe(200);
    const before = (await api.list(LIST, { userCaseID: id })).version;
    const body = (command: object) => ({ userCaseID: id, command });
    const cases = [
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ amount: 0 })),
        code: 400,
        key: 'errors.validation',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ reason: undefined })),
        code: 400,
        key: 'errors.validation',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ counterparty: 'lg1' })),
        code: 422,
        key: 'claim.error.wrongKind',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ reason: 'damagedInTransit' })),
        code: 422,
        key: 'claim.error.reasonNotForKind',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ orderNo: 'AB-2026-00537', amount: 99_999 })),
        code: 422,
        key: 'claim.error.amountAbovePaid',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ description: '   ' })),
        code: 422,
        key: 'claim.error.noDescription',
      },
      {
        path: '/api/PTClaimant/Operate',
        body: body({ type: 'CancelClaim', id: 'CL1' }),
        code: 422,
        key: 'claim.error.notWaiting',
      },
      {
        path: '/api/PTClaimant/Operate',
        body: body({ type: 'AddClaimEvidence', id: 'CL9', text: 'x' }),
        code: 422,
        key: 'claim.error.notFound',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim()),
        code: 403,
        key: 'errors.forbidden',
        t: api.other,
      },
    ];
    for (const c of cases) {
      const res = await api.h.post(c.path, c.body, c.t ?? api.token);
      expect({ body: c.body, code: res.statusCode, key: res.json().message }).toEqual({
        body: c.body,
        code: c.code,
        key: c.key,
      });
    }
    expect((await api.list(LIST, { userCaseID: id })).version).toBe(before);
  });

  it('uploads evidence files, sends them back to their owner only, and refuses another attempt’s upload or an unknown id', async () => {
    const started = await api.h.start(api.token, CASE);
    const reset = await api.h.post(
      '/api/PracticeTraining/ResetCase',
      { userCaseID: started },
      api.token,
    );
    const id = reset.json().data.userCaseID as string;
    const doc = (await upload(id, 'note.pdf', PDF)).json().data as { id: string };
    expect(doc).toMatchObject({ name: 'note.pdf', size: PDF.length, type: 'application/pdf' });
    const wrong = await upload(id, 'tool.exe', PDF);
    expect({ code: wrong.statusCode, key: wrong.json().message }).toEqual({
      code: 400,
      key: 'claim.error.fileType',
    });

    const one = await api.h.post('/api/PTClaimant/File', { userCaseID: id, id: doc.id }, api.token);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['x-content-type-options']).toBe('nosniff');
    expect(one.rawPayload.equals(PDF)).toBe(true);
    const theirs = await api.h.post(
      '/api/PTClaimant/File',
      { userCaseID: id, id: doc.id },
      api.other,
    );
    expect(theirs.statusCode).toBe(403);

    // Someone else's attempt and upload: naming it in this claim is refused, nothing written.
    const otherAttempt = await api.h.start(api.other, CASE);
    const foreign = (await upload(otherAttempt, 'theirs.pdf', PDF, api.other)).json().data as {
      id: string;
    };
    const notMine = await api.h.post(
      '/api/PTClaimant/File',
      { userCaseID: otherAttempt, id: doc.id },
      api.other,
    );
    expect({ code: notMine.statusCode, key: notMine.json().message }).toEqual({
      code: 404,
      key: 'claim.error.fileNotFound',
    });
    await api.refusesAll('/api/PTClaimant/Add', LIST, id, [
      {
        body: { userCaseID: id, command: claim({ files: [{ id: foreign.id }] }) },
        code: 422,
        key: 'claim.error.fileNotFound',
      },
      {
        body: { userCaseID: id, command: claim({ files: [{ id: 'nope' }] }) },
        code: 422,
        key: 'claim.error.fileNotFound',
      },
      {
        body: { userCaseID: id, command: claim({ files: [doc, doc] }) },
        code: 422,
        key: 'claim.error.fileTwice',
      },
    ]);

    // Evidence files are resolved the same way on Operate.
    await api.operate('/api/PTClaimant/Add', id, claim());
    await api.advance(5_100);
    await api.refusesAll('/api/PTClaimant/Operate', LIST, id, [
      {
        body: {
          userCaseID: id,
          command: {
            type: 'AddClaimEvidence',
            id: 'CL1',
            text: 'PO-260812.',
            files: [{ id: 'nope' }],
          },
        },
        code: 422,
        key: 'claim.error.fileNotFound',
      },
    ]);
    const [photos] = await caseUploads(id);
    const added = await api.operate('/api/PTClaimant/Operate', id, {
      type: 'AddClaimEvidence',
      id: 'CL1',
      text: 'PO-260812: the photos are attached.',
      files: [{ id: photos!.id }],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.events[0].data).toMatchObject({ caseFiles: [PHOTOS] });
  });
});
