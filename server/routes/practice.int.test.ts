/**
 * Integration tests: a practice case from start to score; bad input on the order desk writes
 * nothing; tracking points from the browser; time, select lists and the API description.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../engine/index.ts';
import type { Envelope } from '../../engine/index.ts';
import { harness, shippedCatalogue, type Harness } from '../testing/harness.ts';

const LAMP = '112-3941-7781';
const client = shippedCatalogue().get('amazon-partial-stock')!;
const withClientPoint = {
  ...client,
  id: 'amazon-with-toolbox',
  scoring: [
    ...client.scoring,
    {
      point: 117,
      sourceID: -1,
      page: 'orderSlove' as const,
      score: 5,
      source: 'client' as const,
      content: { en: 'Looked up stock' },
    },
  ],
};

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness({ extraScenarios: [withClientPoint] });
  token = await h.login();
});
afterAll(() => h.close());

const op = (userCaseID: string, command: object, t = token, expectedVersion?: number) =>
  h.post(
    '/api/PTOrder/Operate',
    { userCaseID, command, ...(expectedVersion === undefined ? {} : { expectedVersion }) },
    t,
  );

describe('a practice case from start to score', () => {
  it('plays the Amazon case and scores it point by point, as a replay of its log does', async () => {
    const list = (
      await h.post('/api/PracticeTraining/CaseList', { caseType: 'orderWarehousing' }, token)
    ).json().data.list;
    expect(list.map((c: { caseID: string }) => c.caseID)).toContain('amazon-partial-stock');
    const id = await h.start(token);
    const again = (
      await h.post('/api/PracticeTraining/StartCase', { caseID: 'amazon-partial-stock' }, token)
    ).json().data;
    expect(again).toEqual({ userCaseID: id, caseID: 'amazon-partial-stock', resumed: true });

    expect(
      (await op(id, { type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 1 })).statusCode,
    ).toBe(200);
    expect(
      (
        await op(id, {
          type: 'ShipOrder',
          orderNo: LAMP,
          carrier: 'dhl',
          trackingNo: 'DHL12345678',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await op(id, {
          type: 'RemarkOrder',
          orderNo: `${LAMP}-S1`,
          remark: '缺货，补货后5天内发出',
        })
      ).statusCode,
    ).toBe(200);
    const shipped = (
      await h.post('/api/PTOrder/list', { userCaseID: id, status: 'shipped' }, token)
    ).json().data;
    expect(shipped.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([LAMP]);
    expect(shipped.list[0].actions).toEqual(['remark', 'contactBuyer']);
    expect(shipped.counts).toMatchObject({ shipped: 1, pendingShipment: 2, pendingPayment: 1 });

    const submit = await h.post('/api/PracticeTraining/Submit', { userCaseID: id }, token);
    expect(submit.json().data).toEqual({ score: 80, passed: true, totalScore: 100 });
    expect(
      (await h.post('/api/PracticeTraining/Submit', { userCaseID: id }, token)).statusCode,
    ).toBe(409);
    const late = await op(id, {
      type: 'ShipOrder',
      orderNo: '112-6104-2290',
      carrier: 'ups',
      trackingNo: 'UPS1234567',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('attempt.error.submitted');

    const view = (
      await h.post('/api/PracticeTraining/ViewResolution', { userCaseID: id }, token)
    ).json().data;
    expect(view.breakdown.score).toBe(80);
    expect(
      view.breakdown.points
        .filter((p: { hit: boolean }) => p.hit)
        .map((p: { pointID: number }) => p.pointID),
    ).toEqual([1201, 1202, 1203]);
    const log = (await h.storage.readStream(id)).map(
      (e) => ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope,
    );
    expect(replay(client, log).breakdown).toEqual(view.breakdown);
    const row = (await h.post('/api/PracticeTraining/CaseList', {}, token))
      .json()
      .data.list.find((c: { caseID: string }) => c.caseID === 'amazon-partial-stock');
    expect(row).toMatchObject({ status: 'submitted', score: 80, passed: true, userCaseID: id });
  });

  it('resets a case into a fresh attempt and keeps the old one out of the list', async () => {
    const t = await h.login('student02');
    const first = await h.start(t, 'aliexpress-merge-gift');
    await op(first, { type: 'MergeOrders', orderNos: ['8031-2201', '8031-2202'] }, t);
    const r = (await h.post('/api/PracticeTraining/ResetCase', { userCaseID: first }, t)).json()
      .data;
    expect(r.userCaseID).not.toBe(first);
    const rows = (await h.post('/api/PTOrder/list', { userCaseID: r.userCaseID }, t)).json().data;
    expect(rows.total).toBe(4);
    const row = (await h.post('/api/PracticeTraining/CaseList', {}, t))
      .json()
      .data.list.find((c: { caseID: string }) => c.caseID === 'aliexpress-merge-gift');
    expect(row).toMatchObject({ status: 'inProgress', userCaseID: r.userCaseID });
    expect(
      (await h.post('/api/PracticeTraining/ResetCase', { userCaseID: first }, t)).statusCode,
    ).toBe(409);
  });

  it('hides the analysis until the attempt is submitted', async () => {
    const t = await h.login('student02');
    const id = await h.start(t, 'amazon-partial-stock');
    const r = await h.post('/api/PracticeTraining/ViewResolution', { userCaseID: id }, t);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('attempt.error.notSubmitted');
  });
});

describe('bad input on the order desk writes nothing', () => {
  it('refuses by rule (422 with key and values), stale versions (409), others’ and unknown ids (403/404)', async () => {
    const id = await h.start(await h.login('teacher01'), 'amazon-partial-stock');
    const t = await h.login('teacher01');
    const before = await h.storage.streamVersion(id);
    const refused = await op(
      id,
      { type: 'ShipOrder', orderNo: LAMP, carrier: 'dhl', trackingNo: 'DHL12345678' },
      t,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      status: 'error',
      message: 'orders.error.insufficientStock',
      data: { params: { sku: 'LAMP-01', available: 2, needed: 3 } },
    });
    const stale = await op(id, { type: 'MarkGift', orderNo: LAMP, gift: true }, t, before + 5);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('errors.conflict');
    const badType = await op(
      id,
      { type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: '1' },
      t,
    );
    expect(badType.statusCode).toBe(400);
    const negative = await op(
      id,
      { type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: -1 },
      t,
    );
    expect(negative.statusCode).toBe(400);
    const longRemark = await op(
      id,
      { type: 'RemarkOrder', orderNo: LAMP, remark: 'x'.repeat(201) },
      t,
    );
    expect(longRemark.json().data.details[0].messageKey).toBe('validation.maxLength');
    const unknownCommand = await op(id, { type: 'DeleteEverything', orderNo: LAMP }, t);
    expect(unknownCommand.statusCode).toBe(400);
    expect(await h.storage.streamVersion(id)).toBe(before);

    // another student's attempt
    for (const [url, body] of [
      ['/api/PTOrder/list', { userCaseID: id }],
      [
        '/api/PTOrder/Operate',
        { userCaseID: id, command: { type: 'MarkGift', orderNo: LAMP, gift: true } },
      ],
      ['/api/PracticeTraining/Submit', { userCaseID: id }],
      ['/api/PracticeTraining/ResetCase', { userCaseID: id }],
      [
        '/api/PracticeTraining/PointRequest',
        { usercaseID: id, pointID: 117, sourceID: -1, page: 'orderSlove', content: 'x' },
      ],
    ] as const) {
      const r = await h.post(url, body, token);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().message).toBe('errors.forbidden');
    }
    expect(await h.storage.streamVersion(id)).toBe(before);
    const unknown = await h.post('/api/PTOrder/list', { userCaseID: 'no-such-attempt' }, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('attempt.error.notFound');
    const unknownCase = await h.post(
      '/api/PracticeTraining/StartCase',
      { caseID: 'no-such-case' },
      token,
    );
    expect(unknownCase.statusCode).toBe(404);
  });
});

describe('tracking points from the browser', () => {
  it('lists only client points of a page and accepts only those, on their page', async () => {
    const t = await h.login('student02');
    const id = await h.start(t, 'amazon-with-toolbox');
    const points = (
      await h.post(
        '/api/PracticeTraining/SearchPoint',
        { caseID: 'amazon-with-toolbox', page: 'orderSlove' },
        t,
      )
    ).json().data.list;
    expect(points).toEqual([{ pointID: 117, sourceID: -1, content: { en: 'Looked up stock' } }]);
    const post = (pointID: number, page: string) =>
      h.post(
        '/api/PracticeTraining/PointRequest',
        { usercaseID: id, pointID, sourceID: -1, page, content: 'lamp' },
        t,
      );
    expect((await post(1201, 'orderSlove')).json().message).toBe('points.error.notClientPoint');
    expect((await post(117, 'Mail')).json().message).toBe('points.error.wrongPage');
    expect((await post(117, 'orderSlove')).statusCode).toBe(200);
    await h.post('/api/PracticeTraining/Submit', { userCaseID: id }, t);
    const view = (
      await h.post('/api/PracticeTraining/ViewResolution', { userCaseID: id }, t)
    ).json().data;
    expect(view.breakdown.points.find((p: { pointID: number }) => p.pointID === 117)).toMatchObject(
      { hit: true, earned: 5 },
    );
  });
});

describe('time, select lists and the API description', () => {
  it('answers the server time, the sim time, the select lists and an OpenAPI document', async () => {
    const time = await h.app.inject({ method: 'GET', url: '/api/Examination/GetServiceTime' });
    expect(time.json().data).toBe('2026-11-22T08:00:00.000Z');
    const id = await h.start(token, 'aliexpress-merge-gift');
    h.clock.now = new Date('2026-11-22T08:01:00.000Z');
    const sync = (await h.post('/api/PracticeTraining/SyncTime', { userCaseID: id }, token)).json()
      .data;
    expect(sync).toMatchObject({ elapsedSeconds: 60, simTime: '2026-05-11T03:00:00.000Z' });
    // The case's zone, and a shipment stamped on the case's clock rather than the wall clock.
    const info = (
      await h.post('/api/PracticeTraining/caseInfo', { caseID: 'aliexpress-merge-gift' }, token)
    ).json().data;
    expect(info.utcOffset).toBe(480);
    const ship = await op(id, {
      type: 'ShipOrder',
      orderNo: '8031-2201',
      carrier: 'dhl',
      trackingNo: 'DHL555',
    });
    expect(ship.statusCode).toBe(200);
    const shipped = (
      await h.post('/api/PTOrder/list', { userCaseID: id, orderNo: '8031-2201' }, token)
    ).json().data.list[0];
    expect(shipped.logistics).toEqual({
      carrier: 'dhl',
      trackingNo: 'DHL555',
      shippedAt: '2026-05-11T03:00:00.000Z',
    });
    const lists = (await h.post('/api/PTOrder/GetSelectList', { userCaseID: id }, token)).json()
      .data;
    expect(lists.stores.map((s: { id: string }) => s.id)).toEqual(['ae1', 'ae2']);
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/PTOrder/list',
        '/api/User/login',
        '/api/PracticeTraining/Submit',
      ]),
    );
    const missing = await h.post('/api/Nope', {});
    expect(missing.statusCode).toBe(404);
  });
});
