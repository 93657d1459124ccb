/**
 * /api/PTDispute on a real database: the list (filters, counts, the sim clock, row actions),
 * Detail, every Operate command, evidence uploads (types, bytes, size; recognised case files; a
 * file of another attempt), downloads to the owner only, refusals that write nothing, a deadline
 * passing on the sim clock, and a refund reaching the order's amount received.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { multipart } from '../../testing/multipart.ts';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();
const CASE = 'aliexpress-dispute-evidence';
const LIST = '/api/PTDispute/list';
const OPERATE = '/api/PTDispute/Operate';
const D1_ORDER = '8185602741339071'; // 89.00, Jonas Weber
const D2_ORDER = '8185603318820452'; // 129.00, Camille Laurent
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const POD = readFileSync(
  fileURLToPath(
    new URL('../../../scenarios/samples/evidence/pod-LP00619437226DE.pdf', import.meta.url),
  ),
);
const TEXT = 'Parcel LP00619437226DE was delivered on 8 October and signed for by J. Weber.';

/**
 * A fresh attempt of the case (a started one resumes; reset gives a new one at the sim start),
 * its task read and closed: the clock starts and the disputes open.
 */
const fresh = async (t = api.token) => {
  const old = await api.h.start(t, CASE);
  const r = await api.h.post('/api/PracticeTraining/ResetCase', { userCaseID: old }, t);
  expect(r.statusCode).toBe(200);
  const id = r.json().data.userCaseID as string;
  const c = await api.h.post('/api/PracticeTraining/StartClock', { userCaseID: id }, t);
  expect(c.statusCode).toBe(200);
  return id;
};
const upload = (id: string, name: string, content: Buffer, t = api.token) => {
  const m = multipart({ userCaseID: id }, { name, content });
  return api.h.app.inject({
    method: 'POST',
    url: '/api/PTDispute/Upload',
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${t}` },
  });
};
const evidence = (files: object[], extra: object = {}) => ({
  type: 'SubmitDisputeEvidence',
  id: 'D1',
  reasons: ['delivered'],
  text: TEXT,
  files,
  ...extra,
});
const detail = async (id: string, dispute: string, t = api.token) => {
  const r = await api.h.post('/api/PTDispute/Detail', { userCaseID: id, id: dispute }, t);
  expect(r.statusCode).toBe(200);
  return r.json().data;
};
const rowOf = async (id: string, dispute: string) =>
  (await api.list(LIST, { userCaseID: id })).list.find((r) => r.id === dispute);
const received = async (id: string, orderNo: string) =>
  (await api.list('/api/PTOrder/list', { userCaseID: id, orderNo })).list[0]?.amountReceived;

const totals = async (id: string) =>
  Object.fromEntries(
    (await api.list('/api/PTCustomer/list', { userCaseID: id })).list.map((c) => [
      c.id,
      { paidAmount: c.paidAmount, paidCount: c.paidCount, orderCount: c.orderCount },
    ]),
  );

describe('/api/PTDispute list and Detail', () => {
  it('lists the disputes with counts, the sim clock, row actions and filters', async () => {
    const id = await fresh();
    const all = await api.list(LIST, { userCaseID: id });
    expect(all).toMatchObject({
      total: 2,
      counts: { waiting: 2, intervention: 0, cancelled: 0, completed: 0 },
      simNow: '2026-10-14T01:00:00.000Z',
      speed: 1440,
      platforms: ['aliexpress'],
    });
    expect(all.list.map((r) => r.id)).toEqual(['D2', 'D1']);
    expect(all.list[1]).toMatchObject({
      id: 'D1',
      store: 'ae1',
      storeName: 'Lumen Outdoor Gear',
      platform: 'aliexpress',
      type: 'platform',
      kind: 'notReceived',
      defences: ['delivered', 'inTransit', 'customsHold', 'buyerAddress', 'refusedByBuyer'],
      orderNo: D1_ORDER,
      buyer: 'b1',
      buyerName: 'Jonas Weber',
      sku: 'TENT-2P',
      productName: { zh: '双人登山帐篷', en: 'Two-person hiking tent' },
      orderAmount: 89,
      amount: 89,
      currency: 'USD',
      status: 'waiting',
      result: null,
      refunded: 0,
      deadline: { stage: 'respond', due: '2026-10-18T01:00:00.000Z' },
      offer: null,
      counter: null,
      violation: false,
      interventionBy: null,
      actions: ['intervene', 'evidence', 'refund', 'offer', 'message'],
    });

    const ids = async (body: object) =>
      (await api.list(LIST, { userCaseID: id, ...body })).list.map((r) => r.id);
    expect(await ids({ status: 'waiting' })).toEqual(['D2', 'D1']);
    expect(await ids({ status: 'completed' })).toEqual([]);
    expect(await ids({ type: 'platform' })).toEqual(['D2', 'D1']);
    expect(await ids({ type: 'creditCard' })).toEqual([]);
    expect(await ids({ platform: 'aliexpress' })).toEqual(['D2', 'D1']);
    expect(await ids({ platform: 'shopee' })).toEqual([]);
    expect(await ids({ searchBy: 'buyer', keyword: ' camille ' })).toEqual(['D2']);
    expect(await ids({ searchBy: 'buyer', keyword: D1_ORDER })).toEqual([]);
    expect(await ids({ searchBy: 'orderNo', keyword: '2741339' })).toEqual(['D1']);
    expect(await ids({ searchBy: 'orderNo', keyword: 'Jonas' })).toEqual([]);
    expect(await ids({ keyword: 'jonas' })).toEqual(['D1']);
    expect(await ids({ keyword: 'd2' })).toEqual(['D2']);
    expect(await ids({ limit: 1, page: 2 })).toEqual(['D1']);
    // The counts follow the filters other than the status tab.
    const filtered = await api.list(LIST, { userCaseID: id, status: 'completed', keyword: 'x' });
    expect(filtered).toMatchObject({ total: 0, counts: { waiting: 0 } });

    // 10 real seconds are 4 sim hours.
    await api.advance(10_000);
    expect((await api.list(LIST, { userCaseID: id })).simNow).toBe('2026-10-14T05:00:00.000Z');
  });

  it('gives one dispute in full: messages, evidence, the rules that apply; 404 for none', async () => {
    const id = await fresh();
    const d = await detail(id, 'D1');
    expect(d.dispute).toMatchObject({ id: 'D1', status: 'waiting' });
    expect(d.messages).toEqual([
      {
        by: 'buyer',
        text: null,
        // Jonas's own words (German) beside their zh/en meaning.
        say: {
          de: 'Hallo, ich habe das Zelt nie bekommen und aus der Sendungsverfolgung werde ich nicht schlau. Bitte erstatten Sie mir den vollen Betrag.',
          zh: '你好，我一直没有收到帐篷，物流信息也看不懂。请全额退款。',
          en: "Hello, I never got the tent and I can't make sense of the tracking. Please refund me in full.",
        },
        key: null,
        params: {},
        at: '2026-10-13T01:00:00.000Z',
      },
      {
        by: 'platform',
        text: null,
        say: null,
        key: 'dispute.note.opened',
        params: { due: '2026-10-18T01:00:00.000Z', stage: 'respond' },
        at: '2026-10-13T01:00:00.000Z',
      },
    ]);
    expect(d.evidence).toEqual([]);
    // AliExpress's flow with the case's 12-hour ruling, which is the case's own figure.
    expect(d.rules).toEqual({
      respondWithin: '5d',
      respondMissed: 'refund',
      escalateAfter: null,
      evidenceWithin: '3d',
      decideAfter: '12h',
      partialOffers: true,
      partialAnswerWithin: '2d',
      counterOffers: false,
      offerRefused: 'escalate',
      filesRequired: false,
      evidenceOnce: false,
      intervention: true,
      loss: 'debit',
    });
    expect(d.own).toEqual(['evidenceWithin', 'decideAfter', 'partialAnswerWithin']);
    expect(d).toMatchObject({ simNow: '2026-10-14T01:00:00.000Z', speed: 1440 });

    const none = await api.h.post('/api/PTDispute/Detail', { userCaseID: id, id: 'D9' }, api.token);
    expect({ code: none.statusCode, key: none.json().message }).toEqual({
      code: 404,
      key: 'dispute.error.notFound',
    });
    const theirs = await api.h.post(
      '/api/PTDispute/Detail',
      { userCaseID: id, id: 'D1' },
      api.other,
    );
    expect(theirs.statusCode).toBe(403);
  });
});

describe('/api/PTDispute/Operate', () => {
  it('intervenes, withdraws, messages, offers part and refunds in full', async () => {
    const id = await fresh();
    expect(await totals(id)).toEqual({
      b1: { paidAmount: 89, paidCount: 1, orderCount: 1 },
      b2: { paidAmount: 129, paidCount: 1, orderCount: 1 },
    });
    const ok = async (command: object) => {
      const r = await api.operate(OPERATE, id, command);
      expect(r.statusCode).toBe(200);
      return (r.json().data.events as { type: string }[]).map((e) => e.type);
    };
    expect(await ok({ type: 'ApplyIntervention', id: 'D1' })).toEqual([
      'DisputeInterventionApplied',
      'TimerScheduled',
    ]);
    expect(await rowOf(id, 'D1')).toMatchObject({
      status: 'intervention',
      interventionBy: 'seller',
      deadline: { stage: 'evidence', due: '2026-10-17T01:00:00.000Z' },
      actions: ['withdraw', 'evidence', 'refund', 'offer', 'message'],
    });
    expect((await api.list(LIST, { userCaseID: id })).counts).toMatchObject({
      waiting: 1,
      intervention: 1,
    });
    expect(await ok({ type: 'WithdrawIntervention', id: 'D1' })).toEqual([
      'DisputeInterventionWithdrawn',
      'TimerScheduled',
    ]);
    expect(await rowOf(id, 'D1')).toMatchObject({ status: 'waiting', interventionBy: null });

    expect(
      await ok({
        type: 'SendDisputeMessage',
        id: 'D2',
        text: 'Un remboursement partiel pour l’arceau vous conviendrait ?',
      }),
    ).toEqual(['DisputeMessageSent', 'TimerScheduled']);
    // An offer is an answer: the response deadline waits for the buyer's.
    expect(await ok({ type: 'RefundDispute', id: 'D2', amount: 24 })).toEqual([
      'DisputePartialOffered',
      'DisputeDeadlineSet',
      'TimerScheduled',
    ]);
    expect(await rowOf(id, 'D2')).toMatchObject({
      status: 'waiting',
      offer: 24,
      deadline: { stage: 'offer' },
      actions: ['intervene', 'evidence', 'refund', 'message'],
    });
    // The buyer answers the message in 1 sim hour and the offer in 3: 7.5 real seconds.
    await api.advance(7_600);
    const d2 = await detail(id, 'D2');
    expect(d2.dispute).toMatchObject({
      status: 'completed',
      result: 'partRefunded',
      refunded: 24,
      offer: null,
      actions: [],
    });
    expect(d2.messages.map((m: { by: string; key: string | null }) => m.key ?? m.by)).toEqual([
      'buyer',
      'dispute.note.opened',
      'seller',
      'dispute.note.offered',
      'dispute.note.deadline.offer',
      'buyer',
      'dispute.note.offer.accepted',
      'dispute.note.refunded.seller',
    ]);
    expect(await received(id, D2_ORDER)).toBe(105);

    expect(await ok({ type: 'RefundDispute', id: 'D1', amount: 89 })).toEqual(['DisputeRefunded']);
    expect(await rowOf(id, 'D1')).toMatchObject({
      status: 'completed',
      result: 'refunded',
      refunded: 89,
      deadline: null,
    });
    expect(await received(id, D1_ORDER)).toBe(0);
    expect((await api.list(LIST, { userCaseID: id })).counts).toMatchObject({
      waiting: 0,
      completed: 2,
    });
    // The customer files (readable though the case has no customers page) follow the refunds.
    expect(await totals(id)).toEqual({
      b1: { paidAmount: 0, paidCount: 0, orderCount: 1 },
      b2: { paidAmount: 105, paidCount: 1, orderCount: 1 },
    });
  });

  it('a deadline that passes on the sim clock loses, and a later command finds it closed', async () => {
    const id = await fresh();
    // 4 sim days at 1,440 times: 240 real seconds.
    await api.advance(239_000);
    expect((await rowOf(id, 'D1'))?.status).toBe('waiting');
    await api.advance(1_000);
    expect(await rowOf(id, 'D1')).toMatchObject({
      status: 'completed',
      result: 'lost',
      refunded: 89,
      deadline: null,
      actions: [],
    });
    expect(await received(id, D1_ORDER)).toBe(0);
    const body = (command: object) => ({ userCaseID: id, command });
    await api.refusesAll(OPERATE, LIST, id, [
      {
        body: body({ type: 'RefundDispute', id: 'D1', amount: 1 }),
        code: 422,
        key: 'dispute.error.respondPassed',
      },
      {
        body: body({ type: 'SendDisputeMessage', id: 'D2', text: 'sorry' }),
        code: 422,
        key: 'dispute.error.respondPassed',
      },
      { body: body(evidence([])), code: 422, key: 'dispute.error.respondPassed' },
    ]);
  });
});

describe('/api/PTDispute evidence files', () => {
  it('uploads allowed files, refuses others, and serves a file to its owner only', async () => {
    const id = await fresh();
    const pdf = await upload(id, '../x/box photo.pdf', PDF);
    expect(pdf.statusCode).toBe(200);
    const doc = pdf.json().data;
    expect(doc).toEqual({
      id: expect.any(String),
      name: 'box photo.pdf',
      size: PDF.length,
      type: 'application/pdf',
    });
    const png = (await upload(id, 'label.PNG', PNG)).json().data;
    expect(png).toMatchObject({ name: 'label.PNG', type: 'image/png' });
    // Exactly the limit is accepted.
    const limit = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 - PDF.length, 0x41)]);
    expect((await upload(id, 'limit.pdf', limit)).statusCode).toBe(200);

    const before = (await api.list(LIST, { userCaseID: id })).version;
    const put = vi.spyOn(api.h.storage, 'putUpload');
    const refused = [
      [await upload(id, 'tool.exe', PDF), 400, 'dispute.error.fileType'],
      [await upload(id, 'page.html', Buffer.from('<html></html>')), 400, 'dispute.error.fileType'],
      [await upload(id, 'no-extension', PDF), 400, 'dispute.error.fileType'],
      [await upload(id, 'fake.png', PDF), 400, 'dispute.error.fileType'],
      [await upload(id, 'fake.pdf', PNG), 400, 'dispute.error.fileType'],
      [await upload(id, 'binary.txt', Buffer.from([0x41, 0, 0x42])), 400, 'dispute.error.fileType'],
      // Over 2 MB: the multipart reader stops it, and the module says so in its own words.
      [
        await upload(id, 'big.pdf', Buffer.concat([limit, Buffer.from('x')])),
        413,
        'dispute.error.fileTooLarge',
      ],
      [await upload(id, 'x.pdf', PDF, api.other), 403, 'errors.forbidden'],
    ] as const;
    for (const [r, code, key] of refused)
      expect({ code: r.statusCode, key: r.json().message }).toEqual({ code, key });
    expect((await api.list(LIST, { userCaseID: id })).version).toBe(before);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();

    const one = await api.h.post('/api/PTDispute/File', { userCaseID: id, id: doc.id }, api.token);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['content-disposition']).toContain('attachment;');
    expect(one.headers['x-content-type-options']).toBe('nosniff');
    expect(one.rawPayload.equals(PDF)).toBe(true);
    const theirs = await api.h.post(
      '/api/PTDispute/File',
      { userCaseID: id, id: doc.id },
      api.other,
    );
    expect(theirs.statusCode).toBe(403);
    const otherAttempt = await fresh(api.other);
    const foreign = await api.h.post(
      '/api/PTDispute/File',
      { userCaseID: otherAttempt, id: doc.id },
      api.other,
    );
    expect({ code: foreign.statusCode, key: foreign.json().message }).toEqual({
      code: 404,
      key: 'dispute.error.fileNotFound',
    });
    const unknown = await api.h.post(
      '/api/PTDispute/File',
      { userCaseID: id, id: 'nope' },
      api.token,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('recognises the case file by its bytes; the stored facts replace the client’s', async () => {
    const id = await fresh();
    const pod = (await upload(id, 'my-proof.pdf', POD)).json().data;
    const other = (await upload(id, 'pod-LP00619437226DE.pdf', PDF)).json().data;
    const r = await api.operate(
      OPERATE,
      id,
      evidence([
        { ...pod, name: 'evil.exe', size: 1, type: 'text/html', caseFile: 'x' },
        { id: other.id },
      ]),
    );
    expect(r.statusCode).toBe(200);
    const d = await detail(id, 'D1');
    expect(d.evidence).toEqual([
      {
        reasons: ['delivered'],
        text: TEXT,
        at: '2026-10-14T01:00:00.000Z',
        files: [
          { ...pod, caseFile: 'pod-LP00619437226DE.pdf' },
          { ...other, caseFile: null },
        ],
      },
    ]);
    expect(d.dispute).toMatchObject({
      status: 'intervention',
      deadline: { stage: 'ruling', due: '2026-10-14T13:00:00.000Z' },
    });
    // 12 sim hours: 30 real seconds. The evidence wins.
    await api.advance(30_000);
    expect(await rowOf(id, 'D1')).toMatchObject({
      status: 'completed',
      result: 'won',
      refunded: 0,
    });
    expect(await received(id, D1_ORDER)).toBe(89);
  });

  it('refuses a file of another attempt or an unknown one, and writes nothing', async () => {
    const mine = await fresh();
    const other = await fresh(api.other);
    const foreign = (await upload(other, 'theirs.pdf', POD, api.other)).json().data;
    const own = (await upload(mine, 'mine.pdf', PDF)).json().data;
    const body = (command: object) => ({ userCaseID: mine, command });
    await api.refusesAll(OPERATE, LIST, mine, [
      { body: body(evidence([{ id: foreign.id }])), code: 422, key: 'dispute.error.fileNotFound' },
      {
        body: body(evidence([{ id: own.id }, { id: foreign.id }])),
        code: 422,
        key: 'dispute.error.fileNotFound',
      },
      { body: body(evidence([{ id: 'nope' }])), code: 422, key: 'dispute.error.fileNotFound' },
    ]);
    expect((await detail(mine, 'D1')).evidence).toEqual([]);
  });
});

describe('/api/PTDispute refusals', () => {
  it('refuses bad input, someone else’s attempt and what the rules forbid, with nothing written', async () => {
    const id = await fresh();
    const own = (await upload(id, 'mine.pdf', PDF)).json().data;
    const body = (command: object, extra: object = {}) => ({ userCaseID: id, command, ...extra });
    const invalid = (command: object, extra: object = {}) => ({
      body: body(command, extra),
      code: 400,
      key: 'errors.validation',
    });
    await api.refusesAll(OPERATE, LIST, id, [
      invalid({ type: 'SendDisputeMessage', id: 'D1', text: 'x'.repeat(1001) }),
      invalid({ type: 'SendDisputeMessage', id: 'D1', text: '' }),
      invalid(evidence([], { text: 'x'.repeat(1001) })),
      invalid(evidence([1, 2, 3, 4, 5, 6].map(() => ({ id: own.id })))),
      invalid(evidence([], { reasons: [] })),
      invalid(evidence([], { reasons: ['lostParcel', 'lostParcel'] })),
      invalid(evidence([], { reasons: ['becauseISaidSo'] })),
      invalid(evidence([{ id: own.id, extra: 1 }])),
      invalid(evidence([], { verdict: 'won' })),
      invalid({ type: 'RefundDispute', id: 'D1', amount: 0 }),
      invalid({ type: 'RefundDispute', id: 'D1', amount: -5 }),
      invalid({ type: 'RefundDispute', id: 'D1', amount: '89' }),
      invalid({ type: 'RefundDispute', id: 'D1', amount: 89, by: 'platform' }),
      invalid({ type: 'ApplyIntervention', id: 'D1' }, { extra: true }),
      invalid({ type: 'RuleDispute', id: 'D1', won: true }),
      invalid({ type: 'ApplyIntervention', id: '' }),
      {
        body: body({ type: 'RefundDispute', id: 'D1', amount: 89.01 }),
        code: 422,
        key: 'dispute.error.amountAbovePaid',
      },
      {
        body: body({ type: 'RefundDispute', id: 'D2', amount: 100_000 }),
        code: 422,
        key: 'dispute.error.amountAbovePaid',
      },
      {
        body: body({ type: 'WithdrawIntervention', id: 'D1' }),
        code: 422,
        key: 'dispute.error.notIntervening',
      },
      {
        body: body({ type: 'ApplyIntervention', id: 'D9' }),
        code: 422,
        key: 'dispute.error.notFound',
      },
      {
        body: body(evidence([{ id: own.id }, { id: own.id }])),
        code: 422,
        key: 'dispute.error.fileTwice',
      },
      {
        body: body(evidence([], { text: '   ' })),
        code: 422,
        key: 'dispute.error.noText',
      },
      {
        body: body({ type: 'RefundDispute', id: 'D1', amount: 89 }),
        code: 403,
        key: 'errors.forbidden',
        t: api.other,
      },
    ]);
    const theirs = await fresh(api.other);
    const r = await api.operate(OPERATE, theirs, { type: 'RefundDispute', id: 'D1', amount: 89 });
    expect(r.statusCode).toBe(403);
    expect(
      (await api.list(LIST, { userCaseID: theirs }, api.other)).list.map((x) => x.status),
    ).toEqual(['waiting', 'waiting']);
    const list = await api.h.post(LIST, { userCaseID: theirs }, api.token);
    expect(list.statusCode).toBe(403);
  });
});
