/** /api/PTStorage: the warehouse's list and commands on a real database, and its refusals. */
import { describe, expect, it } from 'vitest';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();

describe('/api/PTStorage', () => {
  it('lists with filters and paging, modifies and counts stock', async () => {
    const id = await api.h.start(api.token, 'temu-stock-count');
    const all = await api.list('/api/PTStorage/list', { userCaseID: id });
    expect(all.total).toBe(4);
    expect(
      (await api.list('/api/PTStorage/list', { userCaseID: id, keyword: 'towel' })).list,
    ).toEqual([expect.objectContaining({ sku: 'TWL-MF3', qty: 2, platform: 'temu' })]);
    const actions = Object.fromEntries(all.list.map((r) => [r.sku, r.actions]));
    expect(actions['KNF-SET6']).toEqual(['modify']); // open orders need it
    expect(actions['FAN-USB4']).toEqual(['modify', 'delete']);
    const page2 = await api.list('/api/PTStorage/list', { userCaseID: id, page: 2, limit: 3 });
    expect(page2.list).toHaveLength(1);

    const m = await api.operate('/api/PTStorage/Operate', id, {
      type: 'ModifyStock',
      sku: 'FAN-USB4',
      status: 'unsold',
      reason: 'discontinued',
    });
    expect(m.statusCode).toBe(200);
    expect(
      (await api.list('/api/PTStorage/list', { userCaseID: id, status: 'unsold' })).list.map(
        (r) => r.sku,
      ),
    ).toEqual(['FAN-USB4']);

    expect(
      (await api.operate('/api/PTStorage/Operate', id, { type: 'StartInventoryCheck' })).statusCode,
    ).toBe(200);
    const check = (await api.list('/api/PTStorage/list', { userCaseID: id })).check as {
      lines: { sku: string; book: number }[];
    };
    expect(check.lines.map((l) => l.sku)).toContain('KNF-SET6');
    const counts = check.lines.map((l) => ({
      sku: l.sku,
      counted: l.sku === 'KNF-SET6' ? 28 : l.book,
    }));
    const noReason = await api.operate('/api/PTStorage/Operate', id, {
      type: 'PostInventoryCheck',
      counts,
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({
      message: 'warehouse.error.reasonRequired',
      data: { params: { sku: 'KNF-SET6' } },
    });
    const posted = await api.operate('/api/PTStorage/Operate', id, {
      type: 'PostInventoryCheck',
      counts: counts.map((c) => (c.sku === 'KNF-SET6' ? { ...c, reason: 'two sets missing' } : c)),
    });
    expect(posted.statusCode).toBe(200);
    const after = await api.list('/api/PTStorage/list', { userCaseID: id, keyword: 'KNF' });
    expect(after.list[0]).toMatchObject({ qty: 28 });
    expect(after.check).toBeNull();
  });

  it('refuses bad warehouse requests and writes nothing', async () => {
    const id = await api.h.start(api.token, 'temu-stock-count');
    const v = (await api.list('/api/PTStorage/list', { userCaseID: id })).version;
    const body = (command: object, extra: object = {}) => ({ userCaseID: id, command, ...extra });
    await api.refusesAll('/api/PTStorage/Operate', '/api/PTStorage/list', id, [
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
        t: api.other,
      },
      {
        body: body({ type: 'ModifyStock', sku: 'KNF-SET6', qty: 1 }),
        code: 401,
        key: 'errors.unauthorized',
        t: '',
      },
    ]);
    const unknown = await api.operate('/api/PTStorage/Operate', 'no-such-attempt', {
      type: 'StartInventoryCheck',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await api.h.app.inject({
      method: 'POST',
      url: '/api/PTStorage/Operate',
      payload: '{"userCaseID":',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
