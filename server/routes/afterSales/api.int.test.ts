/** /api/PTAfterSale: applications through their lifecycle, the buyers' policy timers on the sim clock, and refusals. */
import { describe, expect, it } from 'vitest';
import { replay, type Envelope } from '../../../engine/index.ts';
import { shippedCatalogue } from '../../testing/harness.ts';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();

describe('/api/PTAfterSale', () => {
  it('agrees to a return; the buyer ships it when the sim clock passes 30 minutes; receipt refunds and restocks', async () => {
    const id = await api.h.start(api.token, 'shopee-return-refund');
    const RR = 'RR-260613-001';
    const first = await api.list('/api/PTAfterSale/list', { userCaseID: id, keyword: 'Tan Wei' });
    expect(first.list).toEqual([
      expect.objectContaining({
        id: RR,
        status: 'applied',
        actions: ['agree', 'refuse', 'remark'],
      }),
    ]);
    const over = await api.operate('/api/PTAfterSale/Operate', id, {
      type: 'AgreeAfterSale',
      id: RR,
      refundAmount: 42.4,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: 'afterSales.error.refundTooLarge',
      data: { params: { max: 42.39 } },
    });
    const agreed = await api.operate('/api/PTAfterSale/Operate', id, {
      type: 'AgreeAfterSale',
      id: RR,
      refundAmount: 42.39,
    });
    expect(agreed.statusCode).toBe(200);
    const early = await api.operate('/api/PTAfterSale/Operate', id, {
      type: 'ConfirmGoodsReceived',
      id: RR,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('afterSales.error.statusNotAllowed');

    // 30 sim-minutes at speed 60 = 30 s of wall time: the next read fires the buyer's shipment.
    await api.advance(31_000);
    const shipped = await api.list('/api/PTAfterSale/list', {
      userCaseID: id,
      status: 'returnShipped',
    });
    expect(shipped.list).toEqual([
      expect.objectContaining({
        id: RR,
        logistics: { carrier: 'jt', trackingNo: 'JTSG6012345678' },
      }),
    ]);
    const received = await api.operate('/api/PTAfterSale/Operate', id, {
      type: 'ConfirmGoodsReceived',
      id: RR,
    });
    expect(received.statusCode).toBe(200);
    const done = await api.list('/api/PTAfterSale/list', { userCaseID: id, keyword: 'Tan Wei' });
    expect(done.list[0]).toMatchObject({
      status: 'refunded',
      refundAmount: 42.39,
      actions: ['remark'],
    });
    const blender = await api.list('/api/PTStorage/list', { userCaseID: id, keyword: 'BLEND-P1' });
    expect(blender.list[0]).toMatchObject({ qty: 15 });

    // Submitted, the server's score equals a replay of the stored log (timer events included).
    expect(
      (await api.h.post('/api/PracticeTraining/Submit', { userCaseID: id }, api.token)).statusCode,
    ).toBe(200);
    const view = (
      await api.h.post('/api/PracticeTraining/ViewResolution', { userCaseID: id }, api.token)
    ).json().data;
    const log = (await api.h.storage.readStream(id)).map(
      (e) => ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope,
    );
    expect(log.map((e) => e.type)).toContain('AfterSaleReturnShipped');
    expect(replay(shippedCatalogue().get('shopee-return-refund')!, log).breakdown).toEqual(
      view.breakdown,
    );
    expect(view.breakdown.score).toBeGreaterThan(0);
    // A fresh attempt for the tests below.
    const reset = await api.h.post(
      '/api/PracticeTraining/ResetCase',
      { userCaseID: id },
      api.token,
    );
    expect(reset.statusCode).toBe(200);
  });

  it('a refusal without a reason escalates after the sim delay', async () => {
    const id = await api.h.start(api.token, 'shopee-return-refund');
    const BOARD = 'RR-260614-003';
    expect(
      (
        await api.operate('/api/PTAfterSale/Operate', id, {
          type: 'RefuseAfterSale',
          id: BOARD,
          reason: '',
        })
      ).statusCode,
    ).toBe(200);
    await api.advance(3 * 3600_000);
    const rows = await api.list('/api/PTAfterSale/list', { userCaseID: id, keyword: 'Jason' });
    expect(rows.list[0]).toMatchObject({ status: 'escalated', actions: ['remark'] });
  });

  it('refuses bad after-sales requests and writes nothing', async () => {
    const id = await api.h.start(api.token, 'shopee-return-refund');
    const body = (command: object) => ({ userCaseID: id, command });
    await api.refusesAll('/api/PTAfterSale/Operate', '/api/PTAfterSale/list', id, [
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
        t: api.other,
      },
    ]);
  });
});
