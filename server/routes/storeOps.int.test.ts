/**
 * Warehouse, after-sales and customer endpoints on a real database: lists with filters and
 * paging, commands through the engine, policy timers on the sim clock, and bad input — every
 * refusal answers with its key and the right code, and the stream version does not move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type Envelope } from '../../engine/index.ts';
import { harness, shippedCatalogue, type Harness } from '../testing/harness.ts';

let h: Harness;
let token: string;
let other: string;
beforeAll(async () => {
  h = await harness();
  token = await h.login();
  other = await h.login('student02');
});
afterAll(() => h.close());

/** Moves the sim clock on; the sessions idle out over long jumps, so sign in again. */
const advance = async (ms: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + ms);
  token = await h.login();
  other = await h.login('student02');
};

type Row = Record<string, unknown>;
const list = async (path: string, body: object, t = token) => {
  const r = await h.post(path, body, t);
  expect(r.statusCode).toBe(200);
  return r.json().data as { list: Row[]; total: number; version: number } & Row;
};
const operate = (
  path: string,
  userCaseID: string,
  command: object,
  extra: object = {},
  t = token,
) => h.post(path, { userCaseID, command, ...extra }, t);

/** Sends each bad request, checks code and key, and that the stream version did not move. */
const refusesAll = async (
  path: string,
  listPath: string,
  id: string,
  cases: { body: object; code: number; key: string; t?: string }[],
) => {
  const before = (await list(listPath, { userCaseID: id })).version;
  for (const c of cases) {
    const r = await h.post(path, c.body, c.t ?? token);
    expect({ body: c.body, code: r.statusCode, key: r.json().message }).toEqual({
      body: c.body,
      code: c.code,
      key: c.key,
    });
  }
  expect((await list(listPath, { userCaseID: id })).version).toBe(before);
};

describe('/api/PTStorage', () => {
  it('lists with filters and paging, modifies and counts stock', async () => {
    const id = await h.start(token, 'temu-stock-count');
    const all = await list('/api/PTStorage/list', { userCaseID: id });
    expect(all.total).toBe(4);
    expect((await list('/api/PTStorage/list', { userCaseID: id, keyword: 'towel' })).list).toEqual([
      expect.objectContaining({ sku: 'TWL-MF3', qty: 2, platform: 'temu' }),
    ]);
    const actions = Object.fromEntries(all.list.map((r) => [r.sku, r.actions]));
    expect(actions['KNF-SET6']).toEqual(['modify']); // open orders need it
    expect(actions['FAN-USB4']).toEqual(['modify', 'delete']);
    const page2 = await list('/api/PTStorage/list', { userCaseID: id, page: 2, limit: 3 });
    expect(page2.list).toHaveLength(1);

    const m = await operate('/api/PTStorage/Operate', id, {
      type: 'ModifyStock',
      sku: 'FAN-USB4',
      status: 'unsold',
      reason: 'discontinued',
    });
    expect(m.statusCode).toBe(200);
    expect(
      (await list('/api/PTStorage/list', { userCaseID: id, status: 'unsold' })).list.map(
        (r) => r.sku,
      ),
    ).toEqual(['FAN-USB4']);

    expect(
      (await operate('/api/PTStorage/Operate', id, { type: 'StartInventoryCheck' })).statusCode,
    ).toBe(200);
    const check = (await list('/api/PTStorage/list', { userCaseID: id })).check as {
      lines: { sku: string; book: number }[];
    };
    expect(check.lines.map((l) => l.sku)).toContain('KNF-SET6');
    const counts = check.lines.map((l) => ({
      sku: l.sku,
      counted: l.sku === 'KNF-SET6' ? 28 : l.book,
    }));
    const noReason = await operate('/api/PTStorage/Operate', id, {
      type: 'PostInventoryCheck',
      counts,
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({
      message: 'warehouse.error.reasonRequired',
      data: { params: { sku: 'KNF-SET6' } },
    });
    const posted = await operate('/api/PTStorage/Operate', id, {
      type: 'PostInventoryCheck',
      counts: counts.map((c) => (c.sku === 'KNF-SET6' ? { ...c, reason: 'two sets missing' } : c)),
    });
    expect(posted.statusCode).toBe(200);
    const after = await list('/api/PTStorage/list', { userCaseID: id, keyword: 'KNF' });
    expect(after.list[0]).toMatchObject({ qty: 28 });
    expect(after.check).toBeNull();
  });

  it('refuses bad warehouse requests and writes nothing', async () => {
    const id = await h.start(token, 'temu-stock-count');
    const v = (await list('/api/PTStorage/list', { userCaseID: id })).version;
    const body = (command: object, extra: object = {}) => ({ userCaseID: id, command, ...extra });
    await refusesAll('/api/PTStorage/Operate', '/api/PTStorage/list', id, [
      {
        body: body({ type: 'ModifyStock', sku: 'KNF-SET6', qty: -1 }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ModifyStock', sku: 'KNF-SET6', qty: 'ten' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ModifyStock', sku: 'KNF-SET6', qty: 1.5 }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ModifyStock', sku: 'KNF-SET6', colour: 'red' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ModifyStock', sku: 'KNF-SET6', reason: 'x'.repeat(201) }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ModifyStock', sku: 'NOPE-1', qty: 1 }),
        code: 422,
        key: 'warehouse.error.notFound',
      },
      {
        body: body({ type: 'DeleteStock', sku: 'KNF-SET6' }),
        code: 422,
        key: 'warehouse.error.inOpenOrders',
      },
      {
        body: body({ type: 'PostInventoryCheck', counts: [{ sku: 'KNF-SET6', counted: 1 }] }),
        code: 422,
        key: 'warehouse.error.noCheck',
      },
      {
        body: body({ type: 'ModifyStock', sku: 'KNF-SET6', qty: 1 }, { expectedVersion: v + 3 }),
        code: 409,
        key: 'errors.conflict',
      },
      {
        body: {
          userCaseID: id,
          command: { type: 'ModifyStock', sku: 'KNF-SET6', qty: 1 },
          extra: 1,
        },
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ModifyStock', sku: 'KNF-SET6', qty: 1 }),
        code: 403,
        key: 'errors.forbidden',
        t: other,
      },
      {
        body: body({ type: 'ModifyStock', sku: 'KNF-SET6', qty: 1 }),
        code: 401,
        key: 'errors.unauthorized',
        t: '',
      },
    ]);
    const unknown = await operate('/api/PTStorage/Operate', 'no-such-attempt', {
      type: 'StartInventoryCheck',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await h.app.inject({
      method: 'POST',
      url: '/api/PTStorage/Operate',
      payload: '{"userCaseID":',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('/api/PTAfterSale', () => {
  it('agrees to a return; the buyer ships it when the sim clock passes 30 minutes; receipt refunds and restocks', async () => {
    const id = await h.start(token, 'shopee-return-refund');
    const RR = 'RR-260613-001';
    const first = await list('/api/PTAfterSale/list', { userCaseID: id, keyword: 'Tan Wei' });
    expect(first.list).toEqual([
      expect.objectContaining({
        id: RR,
        status: 'applied',
        actions: ['agree', 'refuse', 'remark'],
      }),
    ]);
    const over = await operate('/api/PTAfterSale/Operate', id, {
      type: 'AgreeAfterSale',
      id: RR,
      refundAmount: 42.4,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: 'afterSales.error.refundTooLarge',
      data: { params: { max: 42.39 } },
    });
    const agreed = await operate('/api/PTAfterSale/Operate', id, {
      type: 'AgreeAfterSale',
      id: RR,
      refundAmount: 42.39,
    });
    expect(agreed.statusCode).toBe(200);
    const early = await operate('/api/PTAfterSale/Operate', id, {
      type: 'ConfirmGoodsReceived',
      id: RR,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('afterSales.error.statusNotAllowed');

    // 30 sim-minutes at speed 60 = 30 s of wall time: the next read fires the buyer's shipment.
    await advance(31_000);
    const shipped = await list('/api/PTAfterSale/list', {
      userCaseID: id,
      status: 'returnShipped',
    });
    expect(shipped.list).toEqual([
      expect.objectContaining({
        id: RR,
        logistics: { carrier: 'jt', trackingNo: 'JTSG6012345678' },
      }),
    ]);
    const received = await operate('/api/PTAfterSale/Operate', id, {
      type: 'ConfirmGoodsReceived',
      id: RR,
    });
    expect(received.statusCode).toBe(200);
    const done = await list('/api/PTAfterSale/list', { userCaseID: id, keyword: 'Tan Wei' });
    expect(done.list[0]).toMatchObject({
      status: 'refunded',
      refundAmount: 42.39,
      actions: ['remark'],
    });
    const blender = await list('/api/PTStorage/list', { userCaseID: id, keyword: 'BLEND-P1' });
    expect(blender.list[0]).toMatchObject({ qty: 15 });

    // Submitted, the server's score equals a replay of the stored log (timer events included).
    expect(
      (await h.post('/api/PracticeTraining/Submit', { userCaseID: id }, token)).statusCode,
    ).toBe(200);
    const view = (
      await h.post('/api/PracticeTraining/ViewResolution', { userCaseID: id }, token)
    ).json().data;
    const log = (await h.storage.readStream(id)).map(
      (e) => ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope,
    );
    expect(log.map((e) => e.type)).toContain('AfterSaleReturnShipped');
    expect(replay(shippedCatalogue().get('shopee-return-refund')!, log).breakdown).toEqual(
      view.breakdown,
    );
    expect(view.breakdown.score).toBeGreaterThan(0);
    // A fresh attempt for the tests below.
    const reset = await h.post('/api/PracticeTraining/ResetCase', { userCaseID: id }, token);
    expect(reset.statusCode).toBe(200);
  });

  it('a refusal without a reason escalates after the sim delay', async () => {
    const id = await h.start(token, 'shopee-return-refund');
    const BOARD = 'RR-260614-003';
    expect(
      (
        await operate('/api/PTAfterSale/Operate', id, {
          type: 'RefuseAfterSale',
          id: BOARD,
          reason: '',
        })
      ).statusCode,
    ).toBe(200);
    await advance(3 * 3600_000);
    const rows = await list('/api/PTAfterSale/list', { userCaseID: id, keyword: 'Jason' });
    expect(rows.list[0]).toMatchObject({ status: 'escalated', actions: ['remark'] });
  });

  it('refuses bad after-sales requests and writes nothing', async () => {
    const id = await h.start(token, 'shopee-return-refund');
    const body = (command: object) => ({ userCaseID: id, command });
    await refusesAll('/api/PTAfterSale/Operate', '/api/PTAfterSale/list', id, [
      {
        body: body({ type: 'AgreeAfterSale', id: 'RF-260614-002', refundAmount: 36.5 }),
        code: 422,
        key: 'afterSales.error.refundTooLarge',
      },
      {
        body: body({ type: 'AgreeAfterSale', id: 'RF-260614-002', refundAmount: -1 }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'AgreeAfterSale', id: 'RF-260614-002', refundAmount: '8.5' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'AgreeAfterSale', id: 'NOPE', refundAmount: 1 }),
        code: 422,
        key: 'afterSales.error.notFound',
      },
      {
        body: body({ type: 'RefuseAfterSale', id: 'RR-260614-003', reason: 'x'.repeat(301) }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ConfirmGoodsNotReceived', id: 'RR-260613-001', remark: '' }),
        code: 422,
        key: 'afterSales.error.statusNotAllowed',
      },
      {
        body: body({ type: 'RemarkAfterSale', id: 'RR-260613-001', remark: 'x' }),
        code: 403,
        key: 'errors.forbidden',
        t: other,
      },
    ]);
  });
});

describe('/api/PTCustomer', () => {
  it('derives totals from orders, blacklists both ways, creates, and shows a file', async () => {
    const id = await h.start(token, 'alibaba-blacklist-buyer');
    const all = await list('/api/PTCustomer/list', { userCaseID: id });
    const carlos = all.list.find((c) => c.id === 'b1');
    expect(carlos).toMatchObject({
      paidCount: 1,
      paidAmount: 1905,
      actions: ['modify', 'blacklist'],
    });
    expect(all.list.find((c) => c.id === 'b3')?.actions).toEqual(['modify', 'unblacklist']);
    expect(
      (await list('/api/PTCustomer/list', { userCaseID: id, status: 'blacklist' })).list.map(
        (c) => c.id,
      ),
    ).toEqual(['b3']);
    expect(
      (await list('/api/PTCustomer/list', { userCaseID: id, region: 'russia' })).list.map(
        (c) => c.id,
      ),
    ).toEqual(['b2']);

    const bl = await operate('/api/PTCustomer/Operate', id, {
      type: 'BlacklistCustomer',
      id: 'b2',
      reason: 'chargebacks',
    });
    expect(bl.statusCode).toBe(200);
    const twice = await operate('/api/PTCustomer/Operate', id, {
      type: 'BlacklistCustomer',
      id: 'b2',
      reason: '',
    });
    expect(twice.json().message).toBe('customers.error.alreadyBlacklisted');
    expect(
      (await operate('/api/PTCustomer/Operate', id, { type: 'UnblacklistCustomer', id: 'b3' }))
        .statusCode,
    ).toBe(200);
    const created = await operate('/api/PTCustomer/Operate', id, {
      type: 'CreateCustomer',
      platform: 'alibaba',
      account: 'purchasing@keller-licht.de',
      name: 'Keller Licht GmbH',
      region: 'germany',
      contact: '+49 30 5555 0100',
      details: '',
    });
    expect(created.statusCode).toBe(200);
    const info = (await h.post('/api/PTCustomer/Infos', { userCaseID: id, id: 'b1' }, token)).json()
      .data;
    expect(info.orders.map((o: { orderNo: string }) => o.orderNo)).toContain('AB-2026-00412');
    expect(
      (await h.post('/api/PTCustomer/Infos', { userCaseID: id, id: 'zz' }, token)).statusCode,
    ).toBe(404);
  });

  it('refuses bad customer requests and writes nothing', async () => {
    const id = await h.start(token, 'alibaba-blacklist-buyer');
    const body = (command: object) => ({ userCaseID: id, command });
    const fields = { platform: 'alibaba', name: 'X', region: 'germany', contact: '', details: '' };
    await refusesAll('/api/PTCustomer/Operate', '/api/PTCustomer/list', id, [
      {
        body: body({ type: 'DeleteCustomer', id: 'b1' }),
        code: 422,
        key: 'customers.error.hasOrders',
      },
      {
        body: body({
          type: 'CreateCustomer',
          ...fields,
          account: 'carlos.mendes@mendesimport.com.br',
        }),
        code: 422,
        key: 'customers.error.duplicateAccount',
      },
      {
        body: body({ type: 'CreateCustomer', ...fields, account: '' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'CreateCustomer', ...fields, account: 'a', region: 'mars' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'UnblacklistCustomer', id: 'b1' }),
        code: 422,
        key: 'customers.error.notBlacklisted',
      },
      {
        body: body({ type: 'BlacklistCustomer', id: 'nobody', reason: '' }),
        code: 422,
        key: 'customers.error.notFound',
      },
      {
        body: body({ type: 'BlacklistCustomer', id: 'b2', reason: '' }),
        code: 403,
        key: 'errors.forbidden',
        t: other,
      },
    ]);
  });
});

describe('/api/PracticeTraining/GoodsSearch', () => {
  it('finds goods by name or code, platform and state, in the spec shape', async () => {
    const id = await h.start(token, 'shopee-return-refund');
    const r = await h.post(
      '/api/PracticeTraining/GoodsSearch',
      { userCaseID: id, platform: '', state: -1, value: 'mug' },
      token,
    );
    expect(r.json().data.list).toEqual([
      expect.objectContaining({
        sku: 'MUG-CER4',
        specs: '380 ml / white',
        price: 8.5,
        num: 36,
        state: 0,
        platform: 'shopee',
      }),
    ]);
    const none = await h.post(
      '/api/PracticeTraining/GoodsSearch',
      { userCaseID: id, platform: 'amazon', state: -1, value: '' },
      token,
    );
    expect(none.json().data.list).toEqual([]);
    const bad = await h.post(
      '/api/PracticeTraining/GoodsSearch',
      { userCaseID: id, platform: '', state: 7, value: '' },
      token,
    );
    expect(bad.statusCode).toBe(400);
    const theirs = await h.post(
      '/api/PracticeTraining/GoodsSearch',
      { userCaseID: id, platform: '', state: -1, value: '' },
      other,
    );
    expect(theirs.statusCode).toBe(403);
  });
});
